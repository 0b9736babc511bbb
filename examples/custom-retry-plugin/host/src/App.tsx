import { loadRemote } from '@module-federation/runtime';
import { type ComponentType, useEffect, useState } from 'react';

type ButtonModule = { default: ComponentType<{ label?: string }> };

const App = () => {
  const [loads, setLoads] = useState(1);
  const [Button, setButton] = useState<ButtonModule['default'] | null>(null);

  useEffect(() => {
    setButton(null);
    // Every load goes through the runtime and its plugins again
    loadRemote<ButtonModule>('remote/Button').then((module) => {
      if (module) setButton(() => module.default);
    });
  }, [loads]);

  return (
    <main>
      <h1>Host</h1>
      {Button ? <Button label="Hello from the remote" /> : <p>Loading the remote button…</p>}
      <p>
        <button type="button" onClick={() => setLoads((count) => count + 1)}>
          Load the remote again
        </button>
      </p>
    </main>
  );
};

export default App;
