import { createRemoteAppComponent } from '@module-federation/bridge-react';

function VueAppError({ error }: { error: Error }) {
  return <p role="alert">The Vue app is not available: {error.message}</p>;
}

// Renders the remote's whole Vue app into a <div> that the bridge manages
export const VueApp = createRemoteAppComponent({
  loader: () => import('remote/export-app'),
  loading: <p>Loading the Vue app…</p>,
  fallback: VueAppError,
});
