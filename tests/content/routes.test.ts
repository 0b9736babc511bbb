import { describe, expect, it } from 'vitest';
import { originalRoutes } from '../originalRoutes';
import { LANGS, routes } from '../routes';

describe.each(LANGS)('%s routes', (lang) => {
  it('still serve every original route (a page moved away needs a redirect, and its route stays served)', () => {
    const served = new Set(routes(lang));
    expect(originalRoutes(lang).filter((route) => !served.has(route))).toEqual([]);
  });
});
