/**
 * The page checks warn about a Chinese option reference titled with an identifier that gives Chinese
 * readers no Chinese name to search for, and stay quiet once its keywords carry one.
 */
import { describe, expect, it } from 'vitest';
import { checkSearchNames } from '../../plugins/pageChecks/checkSearchNames';
import { parsePage } from '../../plugins/pageChecks/readPage';

const page = (frontmatter: string, title: string) =>
  parsePage('/site/docs/zh/configure/sharestrategy.mdx', `---\n${frontmatter}\n---\n\n# ${title}\n\n正文。\n`);

describe('Chinese names of identifier-titled reference pages', () => {
  it('warns on the title line when the keywords hold no Chinese name', () => {
    const [warning] = checkSearchNames(page('description: 说明', '`shareStrategy`'), '/zh/configure/sharestrategy');
    expect(warning).toMatchObject({ line: 5, message: expect.stringContaining('"shareStrategy" is an identifier') });
    expect(checkSearchNames(page('keywords: [version-first]', 'shareStrategy'), '/zh/configure/sharestrategy')).toHaveLength(1);
  });

  it('is quiet with a Chinese keyword, a Chinese title, or outside the reference', () => {
    expect(checkSearchNames(page('keywords: [共享策略]', 'shareStrategy'), '/zh/configure/sharestrategy')).toEqual([]);
    expect(checkSearchNames(page('description: 说明', '共享策略'), '/zh/configure/sharestrategy')).toEqual([]);
    expect(checkSearchNames(page('description: 说明', 'shareStrategy'), '/zh/guide/start/')).toEqual([]);
  });
});
