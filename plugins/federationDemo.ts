/**
 * Builds the demo remote of the runtime page (demo/remote/) into `publicDir/demo/remote/<version>/`
 * while the site builds: no network, and the same bytes on every build
 * (tests/build/reproducible.test.ts compares them with the rest of the site).
 *
 * A version whose inputs (the remote's files and the lockfile) have not changed since its last
 * build is reused: writers restart the dev server many times a day, and two Rsbuild compilations
 * racing the site's first compile on a laptop delay the first page by seconds.
 *
 * The remote's builds start in `beforeBuild` and run beside the site's own. The dev server serves
 * `publicDir` as a public folder, so the files appear there as soon as they are built; a production
 * build copies them into its output once both are done.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { buildDemoRemote, DEMO_VERSIONS, type DemoVersion, demoRemoteOutDir } from '../demo/remote/config';

export interface FederationDemoOptions {
  /** The remote's project folder (demo/remote). */
  remoteRoot: string;
  /** The folder that receives `demo/remote/<version>/`, served at the site's root in dev. */
  publicDir: string;
  /** The lockfile: a change of any package version rebuilds the remote. */
  lockfile: string;
}

/** Every file of the remote's project (sorted, so the hash does not depend on the file system's order). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of everything a build of `version` depends on. */
export function demoInputsHash({ remoteRoot, lockfile }: FederationDemoOptions, version: DemoVersion): string {
  const hash = createHash('sha256').update(version);
  for (const file of [...filesUnder(remoteRoot), lockfile])
    hash.update(path.relative(remoteRoot, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** Beside the output, outside the `demo/` folder that is published. */
const stampFile = (publicDir: string, version: DemoVersion) => path.join(publicDir, '.inputs', `${version}.sha256`);

async function buildIfChanged(options: FederationDemoOptions, version: DemoVersion): Promise<void> {
  const outDir = demoRemoteOutDir(options.publicDir, version);
  const stamp = stampFile(options.publicDir, version);
  const inputs = demoInputsHash(options, version);
  const upToDate = existsSync(path.join(outDir, 'mf-manifest.json')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
  if (upToDate) return;
  await buildDemoRemote(options.remoteRoot, version, outDir);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, inputs);
}

export function pluginFederationDemo(options: FederationDemoOptions): RspressPlugin {
  let built: Promise<void> | undefined;
  return {
    name: 'federation-demo',
    beforeBuild() {
      built = (async () => {
        // One after the other: the machine's cores are busy enough with the site itself.
        for (const version of DEMO_VERSIONS) await buildIfChanged(options, version);
      })();
      // Reported in afterBuild; in dev, where a failed site compile skips it, reported here.
      built.catch((error: unknown) =>
        logger.error(`The runtime page's demo remote (${path.relative(process.cwd(), options.remoteRoot)}) did not build:`, error),
      );
    },
    async afterBuild(config, isProd) {
      await built;
      if (isProd) cpSync(path.join(options.publicDir, 'demo'), path.resolve(config.outDir ?? 'doc_build', 'demo'), { recursive: true });
    },
  };
}
