/**
 * Rspress plugin writing `sitemap.xml`: every page's served URL, in route order, each with the
 * date of the last commit that changed its file. Replaces `@rspress/plugin-sitemap`, whose entries
 * came out in a different order on every build and dated each page by its file's modification
 * time (the time of the checkout on CI), so two builds of one commit differed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export interface SitemapOptions {
  /** Origin (and base) of the published site, e.g. `https://example.com`. */
  siteUrl: string;
}

/** Last commit date of each file under `dir`, by absolute path; empty outside a git checkout. */
function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const top = git('rev-parse', '--show-toplevel').trim();
    // Newest first: the first date seen for a file is its last change.
    let date = '';
    for (const line of git('log', '--format=%x00%cI', '--name-only', '--', '.').split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !dates.has(path.join(top, line))) dates.set(path.join(top, line), date);
    }
  } catch {
    // Not a git checkout: the sitemap goes without dates.
  }
  return dates;
}

export function pluginSitemap({ siteUrl }: SitemapOptions): RspressPlugin {
  const pages = new Map<string, string>();
  return {
    name: 'module-federation-docs:sitemap',
    extendPageData(pageData, isProd) {
      if (isProd) pages.set(pageData.routePath, pageData._filepath);
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const dates = lastCommitDates(config.root ?? 'docs');
      const origin = siteUrl.replace(/\/$/, '');
      const urls = [...pages.keys()].sort().map((routePath) => {
        const lastmod = dates.get(path.resolve(pages.get(routePath)!));
        return [
          '<url>',
          `<loc>${origin}${routePath}</loc>`,
          lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
          `<priority>${routePath === '/' ? '1.0' : '0.5'}</priority>`,
          '<changefreq>monthly</changefreq>',
          '</url>',
        ].join('');
      });
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        path.join(outDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
    },
  };
}
