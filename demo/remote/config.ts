/**
 * The demo remote of the runtime API page (/guide/basic/runtime#see-it-run): an Rsbuild project
 * with the Module Federation plugin, built twice (`v1`, `v2`) into the site's output as
 * /demo/remote/<version>/. React and React DOM are singletons the page must provide
 * (`import: false`), so the remote never ships its own copy.
 */
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export const DEMO_VERSIONS = ['v1', 'v2'] as const;
export type DemoVersion = (typeof DEMO_VERSIONS)[number];

/** The remote's name in its manifest and in the runtime. */
export const DEMO_REMOTE_NAME = 'federation_demo';

/** Where a version is served from on the site. */
export const demoRemoteBase = (version: DemoVersion) => `/demo/remote/${version}/`;

const PROVIDED_BY_HOST = { singleton: true, import: false, requiredVersion: '^19.0.0' } as const;

/** `root` is this folder (callers pass it: the site's config is loaded both as ESM and as CommonJS). */
export function demoRemoteConfig(root: string, version: DemoVersion, outDir: string): RsbuildConfig {
  return {
    root,
    mode: 'production',
    logLevel: 'warn',
    source: {
      // Only the remote entry: the remote has no page of its own.
      entry: {},
      define: { __DEMO_VERSION__: JSON.stringify(version) },
    },
    output: {
      distPath: { root: outDir },
      assetPrefix: demoRemoteBase(version),
      cleanDistPath: true,
      legalComments: 'none',
    },
    performance: { printFileSize: false },
    // Never served by a server of its own (the site serves the files): no origin to allow, which
    // also tells the federation plugin not to warn about missing CORS settings.
    server: { cors: { origin: [] } },
    tools: {
      htmlPlugin: false,
      // Each version has its own chunk-loading global, so both can be loaded into one page.
      rspack: { output: { uniqueName: `${DEMO_REMOTE_NAME}_${version}`, chunkLoadingGlobal: `chunk_${DEMO_REMOTE_NAME}_${version}` } },
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: DEMO_REMOTE_NAME,
        exposes: { './Counter': './src/Counter.tsx' },
        shared: { react: PROVIDED_BY_HOST, 'react-dom': PROVIDED_BY_HOST },
        // Each version has its own container global too (the manifest's `globalName`).
        library: { type: 'global', name: `${DEMO_REMOTE_NAME}_${version}` },
        manifest: true,
        dts: false,
      }),
    ],
  };
}

/** Builds one version of the remote into `outDir`. */
export async function buildDemoRemote(root: string, version: DemoVersion, outDir: string): Promise<void> {
  const { createRsbuild } = await import('@rsbuild/core');
  const rsbuild = await createRsbuild({ cwd: root, config: demoRemoteConfig(root, version, outDir), loadEnv: false });
  const result = await rsbuild.build();
  await result.close();
}

/** Where a version goes inside a folder published at the site's root. */
export const demoRemoteOutDir = (publicDir: string, version: DemoVersion) => path.join(publicDir, demoRemoteBase(version));
