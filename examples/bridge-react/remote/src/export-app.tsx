import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import App from './App';

// The exposed module: a provider function whose render() creates a React root
// in the element the host gives it, and whose destroy() unmounts that root
export default createBridgeComponent({
  rootComponent: App,
});
