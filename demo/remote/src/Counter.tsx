/**
 * The component the demo remote exposes: a counter that shows which build it comes from. It
 * imports React but does not bundle it (see ../config.ts): the page that loads it provides React.
 */
import { useState } from 'react';

declare const __DEMO_VERSION__: string;

/** The build this file was compiled into: `v1` or `v2`. */
export const version = __DEMO_VERSION__;

/** The `useState` this module calls, so the page can check it is its own React's (one copy). */
export const useStateOfRemote = useState;

export default function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div className="federation-demo-remote" data-version={version}>
      <strong>{`federation_demo ${version}`}</strong>{' '}
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {`${label}: ${count}`}
      </button>
    </div>
  );
}
