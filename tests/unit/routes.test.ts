import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { specRoutes } from '../spec-routes';

describe.each(['en', 'zh'] as const)('%s routes', (lang) => {
  it('are exactly the spec’s routes', () => {
    expect(routes(lang).sort()).toEqual(specRoutes(lang).sort());
  });
});
