import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectCases, toRedirectRule } from '../../navigation/redirects';
import { LANGS, routes } from '../routes';

const served = new Set(LANGS.flatMap((lang) => routes(lang)));
const rules = REDIRECTS.map(toRedirectRule);
/** Where the plugin sends `pathname`: the first matching rule wins, as in the browser. */
const destination = (pathname: string) => {
  const rule = rules.find(({ from }) => new RegExp(from).test(pathname));
  return rule && pathname.replace(new RegExp(rule.from), rule.to);
};

describe('redirect table', () => {
  it('sends every listed address to a page the site serves', () => {
    for (const { from, to } of redirectCases()) {
      expect(served.has(to), `${from} → ${to}`).toBe(true);
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
      for (const shape of shapes) expect(destination(shape), shape).toBe(redirect.to);
    }
  });

  it('gives every redirect a reason and every prefix redirect known examples', () => {
    for (const redirect of REDIRECTS) {
      expect(redirect.reason.length, redirect.from).toBeGreaterThan(0);
      if (redirect.prefix) expect(redirect.examples?.length, redirect.from).toBeGreaterThan(0);
    }
  });
});
