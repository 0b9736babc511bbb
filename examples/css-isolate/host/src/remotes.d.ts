// Types of the modules the remote exposes
declare module 'remote/GlobalCard' {
  export default function GlobalCard(): React.JSX.Element;
}
declare module 'remote/ModuleCard' {
  export default function ModuleCard(): React.JSX.Element;
}
declare module 'remote/PrefixedCard' {
  export default function PrefixedCard(): React.JSX.Element;
}
declare module 'remote/ShadowCard' {
  export default function ShadowCard(): React.JSX.Element;
}
declare module 'remote/GooberCard' {
  export default function GooberCard(): React.JSX.Element;
}
declare module 'remote/BridgeApp' {
  import type { createBridgeComponent } from '@module-federation/bridge-react/v19';

  const provider: ReturnType<typeof createBridgeComponent>;
  export default provider;
}
