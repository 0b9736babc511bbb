import { createBridgeComponent } from '@module-federation/bridge-vue3';
import App from './App.vue';

// The whole Vue app, mounted by the bridge into a DOM element that a host gives it
export default createBridgeComponent({
  rootComponent: App,
  // Called before mounting; return { router } to let the bridge set up vue-router
  appOptions: () => {},
});
