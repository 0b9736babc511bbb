import { lazy, Suspense } from 'react';

const RemoteButton = lazy(() => import('remote/Button'));

const App = () => {
  return (
    <main>
      <h1>Host</h1>
      <Suspense fallback={<p>Loading the remote button…</p>}>
        <RemoteButton label="Hello from the remote" />
      </Suspense>
    </main>
  );
};

export default App;
