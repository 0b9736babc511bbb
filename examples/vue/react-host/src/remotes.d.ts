// The remote exposes the function returned by createBridgeComponent
declare module 'remote/export-app' {
  import type { RemoteModule } from '@module-federation/bridge-react';

  const provider: RemoteModule['provider'];
  export default provider;
}
