/**
 * Builds the demo remote of the runtime page (demo/remote/) before the site is built, in dev and
 * in production, into a folder that the site publishes as a second public folder: its files are
 * served and copied as /demo/remote/v1/ and /demo/remote/v2/. No network, and the same bytes on
 * every build (tests/build/reproducible.test.ts compares them with the rest of the site).
 */
import type { RspressPlugin } from '@rspress/core';
import { buildDemoRemote, DEMO_VERSIONS, demoRemoteOutDir } from '../demo/remote/config';

export interface FederationDemoOptions {
  /** The remote's project folder (demo/remote). */
  remoteRoot: string;
  /** The folder published at the site's root that receives `demo/remote/<version>/`. */
  publicDir: string;
}

export function pluginFederationDemo({ remoteRoot, publicDir }: FederationDemoOptions): RspressPlugin {
  return {
    name: 'federation-demo',
    async beforeBuild() {
      // One after the other: the machine's cores are busy enough with the site itself.
      for (const version of DEMO_VERSIONS) await buildDemoRemote(remoteRoot, version, demoRemoteOutDir(publicDir, version));
    },
  };
}
