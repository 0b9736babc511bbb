/**
 * The component the demo remote exposes: a counter that shows which build it comes from. It
 * imports React but does not bundle it (see ../config.ts): the page that loads it provides React.
 * Styles are inline: the remote ships no stylesheet, and its colours read on light and dark pages.
 */
import { useState } from 'react';

declare const __DEMO_VERSION__: string;

/** The build this file was compiled into: `v1` or `v2`. */
export const version = __DEMO_VERSION__;

/** The `useState` this module calls, so the page can check it is its own React's (one copy). */
export const useStateOfRemote = useState;

/** Each build has its own colour, so a switch is seen at a glance. */
const ACCENT = version === 'v1' ? '#2563eb' : '#15803d';

export default function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div
      className="federation-demo-remote"
      data-version={version}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
    >
      <strong style={{ background: ACCENT, color: '#fff', borderRadius: 4, padding: '2px 8px' }}>{`federation_demo ${version}`}</strong>
      <button
        type="button"
        onClick={() => setCount((value) => value + 1)}
        style={{ border: `2px solid ${ACCENT}`, borderRadius: 6, padding: '2px 10px', background: 'transparent', color: 'inherit' }}
      >
        {`${label}: ${count}`}
      </button>
    </div>
  );
}
