import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js-v3';

export default defineConfig({
  server: {
    port: 8081,
  },
  output: {
    // Written into mf-manifest.json as the publicPath of the remote's files,
    // so a host on another origin downloads them from this server.
    // Use the public URL of the deployed remote in production.
    assetPrefix: 'http://localhost:8081',
  },
  plugins: [appTools(), moduleFederationPlugin()],
});
