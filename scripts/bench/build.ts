/** Build section: cold and warm wall time and peak memory (RSS of the build's process tree) of `rspress build`, per site. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watchPeakRss } from './processTree';
import { ROOT, rspressCommand, type Site } from './sites';

/** Rsbuild's persistent cache; a cold build starts without it. */
const BUILD_CACHE = path.join(ROOT, 'node_modules/.cache');

export interface BuildRun {
  ms: number;
  peakRssBytes: number;
}

export interface BuildFigures {
  cold: BuildRun;
  warm: BuildRun;
}

/** Runs `rspress build` for a site, timing it and sampling its memory. */
export function timeBuild(site: Site): Promise<BuildRun> {
  const { file, args, env } = rspressCommand(site, 'build');
  const start = performance.now();
  const child = spawn(file, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const memory = watchPeakRss(child.pid!);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      const peakRssBytes = memory.stop();
      if (code === 0) resolve({ ms, peakRssBytes });
      else reject(new Error(`rspress build of ${site.name} exited with ${code}:\n${stderr}`));
    });
  });
}

/** A cold build (no cache, no output), then a warm one right after it, so the warm build finds this site's own cache. */
export async function measureBuild(site: Site): Promise<BuildFigures> {
  rmSync(BUILD_CACHE, { recursive: true, force: true });
  rmSync(site.outDir, { recursive: true, force: true });
  const cold = await timeBuild(site);
  const warm = await timeBuild(site);
  return { cold, warm };
}
