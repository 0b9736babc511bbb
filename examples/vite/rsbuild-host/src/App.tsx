import { lazy, Suspense } from 'react';

const RemoteButton = lazy(() => import('remote/Button'));

const App = () => {
  return (
    <main>
      <h1>Rsbuild host</h1>
      <Suspense fallback={<p>Loading the Vite remote…</p>}>
        <RemoteButton label="Vite button in Rsbuild" />
      </Suspense>
    </main>
  );
};

export default App;
