import { type ComponentType, lazy, Suspense, useState } from 'react';
import { createRemoteAppComponent } from '@module-federation/bridge-react';

function RemoteError({ error }: { error: Error }) {
  return <p role="alert">The remote card could not be loaded: {error.message}</p>;
}

// One way of isolating the remote's styles per exposed module
const variants: Record<string, ComponentType> = {
  global: lazy(() => import('remote/GlobalCard')),
  modules: lazy(() => import('remote/ModuleCard')),
  prefixed: lazy(() => import('remote/PrefixedCard')),
  shadow: lazy(() => import('remote/ShadowCard')),
  bridge: createRemoteAppComponent({
    loader: () => import('remote/BridgeApp'),
    loading: <p>Loading the remote app…</p>,
    fallback: RemoteError,
  }),
  goober: lazy(() => import('remote/GooberCard')),
};

export default function App() {
  // ?variant=modules and so on; the remote is only loaded after the click
  const name = new URLSearchParams(window.location.search).get('variant') ?? 'global';
  const RemoteCard = variants[name] ?? variants.global!;
  const [loaded, setLoaded] = useState(false);

  return (
    <main>
      <nav>
        {Object.keys(variants).map((variant) => (
          <a key={variant} href={`?variant=${variant}`}>
            {variant}{' '}
          </a>
        ))}
      </nav>
      <section className="card" data-part="host-card">
        <h2 className="title" data-part="host-title">
          Host card
        </h2>
        <p>Styled by the host's global CSS</p>
      </section>
      {loaded ? (
        <Suspense fallback={<p>Loading the remote card…</p>}>
          <RemoteCard />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Load the remote card ({name})
        </button>
      )}
    </main>
  );
}
