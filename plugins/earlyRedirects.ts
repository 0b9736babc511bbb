/**
 * Rspress plugin that makes the static host's 404 page follow the redirect table before anything
 * else loads. The framework's client-redirects plugin redirects once the 404 page has hydrated,
 * so a reader arriving at an old address first sees "PAGE NOT FOUND" and waits for the site's
 * scripts; a small script at the top of `404.html` applies the same rules (first match wins, the
 * hash kept) as soon as the page starts parsing. The client plugin stays for the dev server and
 * for client-side navigation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export interface RedirectRule {
  from: string;
  to: string;
}

/** The inline script: the rules as [pattern, replacement] pairs and the loop that applies them. */
export function earlyRedirectScript(rules: RedirectRule[]): string {
  const pairs = JSON.stringify(rules.map(({ from, to }) => [from, to])).replace(/</g, '\\u003c');
  return `<script>(function(r,p){for(var i=0;i<r.length;i++){var x=new RegExp(r[i][0]);if(x.test(p)){location.replace(p.replace(x,r[i][1])+location.hash);return}}})(${pairs},location.pathname)</script>`;
}

/** `html` with the script placed right after its `<meta charset>`, ahead of every other script. */
export function withEarlyRedirects(html: string, rules: RedirectRule[]): string {
  const charset = /<meta charset="[^"]*">/i.exec(html);
  if (!charset) throw new Error('404.html has no <meta charset>: cannot place the redirect script');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n${earlyRedirectScript(rules)}${html.slice(at)}`;
}

export function pluginEarlyRedirects(rules: RedirectRule[]): RspressPlugin {
  return {
    name: 'module-federation-docs:early-redirects',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const file = path.join(path.resolve(config.outDir ?? 'doc_build'), '404.html');
      writeFileSync(file, withEarlyRedirects(readFileSync(file, 'utf8'), rules));
    },
  };
}
