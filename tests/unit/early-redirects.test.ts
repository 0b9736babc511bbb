import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectCases, redirectTarget, toRedirectRule } from '../../navigation/redirects';
import { earlyRedirectScript, withEarlyRedirects } from '../../plugins/earlyRedirects';

const rules = REDIRECTS.map(toRedirectRule);

/** Runs the 404 page's script for an address; returns where it sent the reader, if anywhere. */
function runScript(pathname: string, hash = ''): string | undefined {
  const code = /^<script>([\s\S]*)<\/script>$/.exec(earlyRedirectScript(rules))![1]!;
  let target: string | undefined;
  const location = { pathname, hash, replace: (to: string) => (target = to) };
  new Function('location', code)(location);
  return target;
}

describe('the 404 page redirects before the site loads', () => {
  it('sends every address of the redirect table where the client plugin sends it', () => {
    for (const { from } of redirectCases()) expect(runScript(from), from).toBe(redirectTarget(from));
    expect(runScript('/guide/runtime/runtime-api.html')).toBe('/guide/basic/runtime');
  });

  it('keeps the reader’s section and leaves unknown addresses to the 404 page', () => {
    expect(runScript('/configure/shareScope', '#example')).toBe('/configure/sharescope#example');
    expect(runScript('/no/such/page')).toBeUndefined();
  });

  it('runs first: placed right after the charset, before any other script', () => {
    const html = '<!doctype html><html><head><meta charset="utf-8">\n<title>404</title><script>theme()</script></head></html>';
    const out = withEarlyRedirects(html, rules);
    expect(out.indexOf('location.replace')).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(out.indexOf('location.replace')).toBeLessThan(out.indexOf('theme()'));
    expect(() => withEarlyRedirects('<html><head></head></html>', rules)).toThrow(/charset/);
  });
});
