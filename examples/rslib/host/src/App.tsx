import './App.css';
import { lazy, Suspense } from 'react';

// 'button_library' is the key in `remotes`, 'Button' the key in the library's `exposes`
const RemoteButton = lazy(() => import('button_library/Button'));

const App = () => {
  return (
    <div className="content">
      <h1>Host</h1>
      <p>The button below comes from the library's mf output.</p>
      <div>
        <Suspense fallback={<span>Loading remote button…</span>}>
          <RemoteButton label="Hello from the library" />
        </Suspense>
      </div>
    </div>
  );
};

export default App;
