/**
 * Dev server section: time from spawning `rspress dev` until the page answers 200, with the build
 * cache removed (cold) and then kept (warm), three times each; and, on the last warm server, the
 * time from writing an edit to an MDX page until Chromium shows it (median of a few edits). The
 * page is restored in `finally`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from '@playwright/test';
import { freePort } from '../../support/freePort';
import { median } from './searchTiming';
import { ROOT, rspressCommand, type Site } from './sites';

const ROUTE = '/guide/start/quick-start';
const EDITED_FILE = path.join(ROOT, 'docs/en/guide/start/quick-start.mdx');
const EDITS = 3;
const READY_TIMEOUT_MS = 120_000;

export interface DevFigures {
  /** Medians of `coldRuns` and `warmRuns`, each start's time until the page answered. */
  coldReadyMs: number;
  warmReadyMs: number;
  coldRuns: number[];
  warmRuns: number[];
  /** Every edit's time until shown, and their median. */
  editVisibleMs: number;
  editRuns: number[];
}

/** What to undo if the bench is interrupted mid-section (Ctrl+C skips `finally` blocks). */
const onInterrupt = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const undo of onInterrupt) undo();
    process.exit(130);
  });
}

interface DevServer {
  url: string;
  readyMs: number;
  /** Ends the server's process group and resolves when it has exited. */
  stop: () => Promise<void>;
}

/** Spawns `rspress dev` in its own process group (stopped as a group) and polls the page until it answers 200. */
async function startDev(site: Site): Promise<DevServer> {
  const port = await freePort();
  const { file, args, env } = rspressCommand(site, 'dev', ['--port', String(port), '--host', '127.0.0.1']);
  const start = performance.now();
  const child: ChildProcess = spawn(file, args, { cwd: ROOT, env, stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  onInterrupt.add(kill);
  const stop = () => {
    kill();
    onInterrupt.delete(kill);
    return exited;
  };
  const url = `http://127.0.0.1:${port}${ROUTE}`;
  try {
    while (performance.now() - start < READY_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`rspress dev of ${site.name} exited with ${child.exitCode}`);
      const status = await fetch(url).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return { url, readyMs: performance.now() - start, stop };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`rspress dev of ${site.name} did not answer ${url} within ${READY_TIMEOUT_MS} ms`);
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Appends a unique paragraph to the page's MDX file and times until Chromium shows it; then restores the file and waits until it is gone. */
async function timeEdits(browser: Browser, url: string): Promise<number[]> {
  const original = readFileSync(EDITED_FILE, 'utf8');
  const restore = () => writeFileSync(EDITED_FILE, original);
  onInterrupt.add(restore);
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const runs: number[] = [];
  try {
    // `load`, not `networkidle`: the hot-reload socket never goes idle.
    await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await page.locator('.rp-doc h1').first().waitFor({ timeout: READY_TIMEOUT_MS });
    for (let i = 0; i < EDITS; i++) {
      const marker = `bench-edit-${Date.now()}-${i}`;
      const start = performance.now();
      writeFileSync(EDITED_FILE, `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 30_000 });
      runs.push(performance.now() - start);
      restore();
      await page.getByText(marker).waitFor({ state: 'detached', timeout: 30_000 });
    }
  } finally {
    restore();
    onInterrupt.delete(restore);
    await page.close();
  }
  return runs;
}

/** Start-up times vary by seconds from one start to the next on a shared 2-core machine: each is a median. */
const STARTS = 3;

export async function measureDev(browser: Browser, site: Site): Promise<DevFigures> {
  const coldRuns: number[] = [];
  const warmRuns: number[] = [];
  let warm: DevServer | undefined;
  try {
    for (let run = 0; run < STARTS; run++) {
      rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
      const cold = await startDev(site);
      coldRuns.push(cold.readyMs);
      await cold.stop();
      warm = await startDev(site);
      warmRuns.push(warm.readyMs);
      if (run < STARTS - 1) await warm.stop();
    }
    const editRuns = await timeEdits(browser, warm!.url);
    return { coldReadyMs: median(coldRuns), warmReadyMs: median(warmRuns), coldRuns, warmRuns, editVisibleMs: median(editRuns), editRuns };
  } finally {
    await warm?.stop();
  }
}
