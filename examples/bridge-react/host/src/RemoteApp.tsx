import { createRemoteAppComponent } from '@module-federation/bridge-react';

function RemoteError({ error }: { error: Error }) {
  return <p role="alert">The remote app could not be loaded: {error.message}</p>;
}

// Loads remote/export-app and renders it into a <div> managed by the bridge
export const RemoteApp = createRemoteAppComponent({
  loader: () => import('remote/export-app'),
  loading: <p>Loading the remote app…</p>,
  fallback: RemoteError,
});
