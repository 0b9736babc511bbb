/**
 * Builds the demo remote of the runtime page (demo/remote/) into `publicDir/demo/remote/<version>/`
 * while the site builds: no network, and the same bytes on every build
 * (tests/build/reproducible.test.ts compares them with the rest of the site).
 *
 * The remote's two builds start in `beforeBuild` and run beside the site's own (they take a few
 * seconds that would otherwise come first). The dev server serves `publicDir` as a public folder,
 * so the files appear there as soon as they are built; a production build copies them into its
 * output once both are done.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { buildDemoRemote, DEMO_VERSIONS, demoRemoteOutDir } from '../demo/remote/config';

export interface FederationDemoOptions {
  /** The remote's project folder (demo/remote). */
  remoteRoot: string;
  /** The folder that receives `demo/remote/<version>/`, served at the site's root in dev. */
  publicDir: string;
}

export function pluginFederationDemo({ remoteRoot, publicDir }: FederationDemoOptions): RspressPlugin {
  let built: Promise<void> | undefined;
  return {
    name: 'federation-demo',
    beforeBuild() {
      built = (async () => {
        // One after the other: the machine's cores are busy enough with the site itself.
        for (const version of DEMO_VERSIONS) await buildDemoRemote(remoteRoot, version, demoRemoteOutDir(publicDir, version));
      })();
      // Reported in afterBuild; in dev, where a failed site compile skips it, reported here.
      built.catch((error: unknown) => logger.error(`The runtime page's demo remote (${path.relative(process.cwd(), remoteRoot)}) did not build:`, error));
    },
    async afterBuild(config, isProd) {
      await built;
      if (isProd) cpSync(path.join(publicDir, 'demo'), path.resolve(config.outDir ?? 'doc_build', 'demo'), { recursive: true });
    },
  };
}
