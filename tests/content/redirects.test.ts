import { describe, expect, it } from 'vitest';
import { redirectTarget as destination, REDIRECTS, redirectCases, withQuery } from '../../navigation/redirects';
import { anchorsOf, LANGS, routes } from '../routes';

const served = new Set(LANGS.flatMap((lang) => routes(lang)));

describe('redirect table', () => {
  it('sends every listed address to a page the site serves', () => {
    for (const { from, to } of redirectCases()) {
      const [target, anchor] = to.split('#') as [string, string | undefined];
      const route = target.split('?')[0]!;
      expect(served.has(route), `${from} → ${to}`).toBe(true);
      if (anchor) expect(anchorsOf(route), `${from} → ${to}: the page has no heading #${anchor}`).toContain(anchor);
      expect(destination(from), from).toBe(to);
    }
  });

  it('redirects only addresses that are not pages', () => {
    for (const { from } of redirectCases()) expect(served.has(from), from).toBe(false);
    for (const route of served) expect(destination(route), `the page ${route} would be redirected`).toBeUndefined();
  });

  it('also catches the other shapes a static host serves for an exact address', () => {
    for (const redirect of REDIRECTS.filter((entry) => !entry.prefix)) {
      const bare = redirect.from.replace(/\/$/, '');
      const shapes = redirect.from.endsWith('/')
        ? [bare, `${bare}/`, `${bare}/index`, `${bare}/index.html`]
        : [bare, `${bare}/`, `${bare}.html`];
      for (const shape of shapes) expect(destination(shape), shape).toBe(withQuery(redirect.to, redirect.query));
    }
  });

  it('gives every redirect a reason and every prefix redirect known examples', () => {
    for (const redirect of REDIRECTS) {
      expect(redirect.reason.length, redirect.from).toBeGreaterThan(0);
      if (redirect.prefix) expect(redirect.examples?.length, redirect.from).toBeGreaterThan(0);
    }
  });
});
