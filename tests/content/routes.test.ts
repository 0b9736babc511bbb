import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { siteRoutes } from '../spec-routes';

describe.each(['en', 'zh'] as const)('%s routes', (lang) => {
  it('are exactly the spec’s routes and the pages issues added', () => {
    expect(routes(lang).sort()).toEqual(siteRoutes(lang).sort());
  });
});
