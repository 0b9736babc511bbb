import { lazy, Suspense, type ComponentType } from 'react';
import {
  loadRemote,
  registerRemotes,
} from '@module-federation/modern-js-v3/runtime';

type CounterModule = { default: ComponentType<{ label?: string }> };

// Known only at run time in a real app: read it from an API, a feature flag,
// the page's own configuration…
const remoteManifestUrl = 'http://localhost:8081/static/mf-manifest.json';

const Counter = lazy(async () => {
  registerRemotes([{ name: 'remote', entry: remoteManifestUrl }]);
  const mod = await loadRemote<CounterModule>('remote/Counter');
  if (!mod) {
    throw new Error('remote/Counter could not be loaded');
  }
  return mod;
});

export default function Index() {
  return (
    <main>
      <h1>Host with a dynamic remote</h1>
      <p>This app registers the remote in code and then loads its counter.</p>
      <Suspense fallback={<p>Loading the remote counter…</p>}>
        <Counter label="Registered at run time" />
      </Suspense>
    </main>
  );
}
