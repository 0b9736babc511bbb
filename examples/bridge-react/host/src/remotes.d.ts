// Type of the module the remote exposes as ./export-app
declare module 'remote/export-app' {
  import type { createBridgeComponent } from '@module-federation/bridge-react/v19';

  const provider: ReturnType<typeof createBridgeComponent>;
  export default provider;
}
