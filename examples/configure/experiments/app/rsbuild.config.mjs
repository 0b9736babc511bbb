import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// EXP='{"asyncStartup":true}' VARIANT=async npm run build
const experiments = JSON.parse(process.env.EXP ?? '{}');
// NO_EXPOSES=1 NAME=exp_host REMOTE=exp_app@http://localhost:3072/mf-manifest.json: a pure consumer
const exposes = process.env.NO_EXPOSES ? undefined : { './widget': './src/widget.js' };
const remotes = process.env.REMOTE ? { exp_app: process.env.REMOTE } : undefined;

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3073), strictPort: true },
  output: { assetPrefix: `http://localhost:${process.env.PORT ?? 3073}/`, distPath: { root: `dist-${process.env.VARIANT ?? 'base'}` } },
  source: { entry: { index: process.env.REMOTE ? './src/host.js' : './src/index.js' } },
  plugins: [
    pluginModuleFederation({
      name: process.env.NAME ?? 'exp_app',
      remotes,
      exposes,
      shared: { nanoid: { singleton: true } },
      experiments,
      dts: false,
    }),
  ],
});
