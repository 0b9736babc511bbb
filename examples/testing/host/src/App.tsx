import { lazy, Suspense } from 'react';
import { loadRemote } from '@module-federation/runtime';

// @mf-types/index.d.ts types loadRemote('remote/Button') as the remote's module
const RemoteButton = lazy(async () => {
  const module = await loadRemote('remote/Button');
  if (!module) throw new Error('remote/Button did not load');
  return module;
});

export default function App() {
  return (
    <main>
      <h1>Host</h1>
      <Suspense fallback={<p>Loading the button…</p>}>
        <RemoteButton label="Save" />
      </Suspense>
    </main>
  );
}
