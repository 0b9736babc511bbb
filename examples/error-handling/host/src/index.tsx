import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRemote, registerPlugins } from '@module-federation/runtime';
import fallback from './runtime-plugins/fallback';
import retry from './runtime-plugins/retry';
import App from './App';

// The example's switches: ?fallback=off leaves the failure to the error boundary,
// ?retry adds the retry plugin, ?preload checks the remote before the app renders
const params = new URLSearchParams(location.search);
if (params.get('fallback') !== 'off') registerPlugins([fallback()]);
if (params.has('retry')) registerPlugins([retry()]);

const checked = params.has('preload')
  ? preloadRemote([{ nameOrAlias: 'remote', exposes: ['Button'] }]).then(
      () => console.info('[host] preloadRemote: remote/Button is ready'),
      (error: unknown) => console.warn(`[host] preloadRemote failed: ${error}`),
    )
  : Promise.resolve();

checked.then(() => {
  const rootEl = document.getElementById('root');
  if (rootEl) {
    createRoot(rootEl).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
