import { lazy, Suspense } from 'react';

// 'remote' is the key in `remotes`, 'Counter' the key in the remote's `exposes`
const Counter = lazy(() => import('remote/Counter'));

export default function Index() {
  return (
    <main>
      <h1>Host</h1>
      <p>The counter below is loaded at run time from the remote.</p>
      <Suspense fallback={<p>Loading the remote counter…</p>}>
        <Counter label="Hello from the remote" />
      </Suspense>
    </main>
  );
}
