/** The two sites the benchmark compares, ours (rspress.config.ts) and the stock baseline, and how to run rspress for each. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIR = path.join(ROOT, '.bench');
const RSPRESS_BIN = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');

export type SiteName = 'ours' | 'stock';

export interface Site {
  name: SiteName;
  /** Where its production build goes (doc_build/ is left alone). */
  outDir: string;
  /** The config file; undefined means the framework's default lookup (rspress.config.ts). */
  config?: string;
}

export const SITES: Record<SiteName, Site> = {
  ours: { name: 'ours', outDir: path.join(BENCH_DIR, 'ours') },
  stock: { name: 'stock', outDir: path.join(BENCH_DIR, 'stock'), config: path.join(ROOT, 'scripts/bench/stock.config.ts') },
};

/** The command line of `rspress <command>` for a site: node running the CLI directly, so no npx process sits between. */
export function rspressCommand(site: Site, command: 'build' | 'dev', extra: string[] = []) {
  return {
    file: process.execPath,
    args: [RSPRESS_BIN, command, ...(site.config ? ['-c', site.config] : []), ...extra],
    // Both configs read RSPRESS_OUT_DIR.
    env: { ...process.env, RSPRESS_OUT_DIR: site.outDir },
  };
}

/**
 * Guards the comparison: the stock home page must carry none of our theme's `mf-` classes (the home
 * page holds no MDX component, so any would come from theme/), and ours must carry some.
 */
export function assertStockUsesDefaultTheme(): void {
  const homeOf = (site: Site) => readFileSync(path.join(site.outDir, 'index.html'), 'utf8');
  const ours = /class="mf-/.test(homeOf(SITES.ours));
  const stock = /class="mf-/.test(homeOf(SITES.stock));
  if (!ours || stock) {
    throw new Error(
      `Expected our theme's mf- classes on ours' home page only; found them on ${[ours && 'ours', stock && 'stock'].filter(Boolean).join(' and ') || 'neither'}`,
    );
  }
}
