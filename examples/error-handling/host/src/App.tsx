import { lazy, Suspense, useState } from 'react';
import ErrorBoundary from './ErrorBoundary';

// ?fail=render loads a remote component that throws while rendering
const broken = new URLSearchParams(location.search).get('fail') === 'render';
const RemoteButton = lazy(() => (broken ? import('remote/Broken') : import('remote/Button')));

const App = () => {
  const [count, setCount] = useState(0);

  return (
    <main>
      <h1>Host</h1>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Host counter: {count}
      </button>
      <ErrorBoundary>
        <Suspense fallback={<p>Loading the remote button…</p>}>
          <RemoteButton label="Hello from the remote" />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
};

export default App;
