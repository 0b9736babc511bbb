import { createRoot, type Root } from 'react-dom/client';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { Card } from '../Card';
import css from '../card.css?inline';

function App() {
  return (
    <>
      <style>{css}</style>
      <Card variant="bridge" classes={{ card: 'card', title: 'title', note: 'note' }} />
    </>
  );
}

// The bridge calls render() again when the host's props change: keep one root per element
const roots = new WeakMap<HTMLElement, Root>();

export default createBridgeComponent({
  rootComponent: App,
  // Replaces the bridge's createRoot(dom): the app renders into a shadow root of dom
  render(app, dom) {
    if (!(dom instanceof HTMLElement)) throw new Error('The bridge passes an element');
    let root = roots.get(dom);
    if (!root) {
      root = createRoot(dom.shadowRoot ?? dom.attachShadow({ mode: 'open' }));
      roots.set(dom, root);
    }
    root.render(app);
    return root;
  },
});
