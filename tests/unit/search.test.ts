/**
 * The search's text rules (folding, query terms, snippet width), ranking (order and cap) and the
 * remote search contract, on small made-up pages.
 */
import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { preparePage, RESULT_LIMIT, rankPages } from '../../theme/search/rank';
import { parseRemoteAnswer, remoteSearchUrl } from '../../theme/search/remote';
import { makeSnippet, SNIPPET_WIDTH } from '../../theme/search/snippet';
import { displayWidth, fold, MAX_QUERY_LENGTH, parseQuery } from '../../theme/search/text';

const page = (routePath: string, title: string, content: string, headings: string[] = []): PageIndexInfo => {
  let charIndex = 0;
  const toc = headings.map((text) => {
    charIndex = content.indexOf(text, charIndex);
    return { id: text.toLowerCase().replace(/\W+/g, '-'), text, depth: 2, charIndex };
  });
  return { routePath, title, content, toc, frontmatter: {}, lang: 'en', version: '', _filepath: '', _relativePath: '' };
};

describe('text', () => {
  it('folds case and accents without moving characters', () => {
    expect(fold('Café ÉCLAIR')).toBe('cafe eclair');
    expect(fold('İstanbul 共享依赖 🎉').length).toBe('İstanbul 共享依赖 🎉'.length);
  });

  it('counts a wide CJK character as 3', () => {
    expect(displayWidth('ab')).toBe(2);
    expect(displayWidth('共享')).toBe(6);
  });

  it('splits Chinese runs into two-character pieces and drops question words', () => {
    expect(parseQuery('如何共享依赖').terms.map((t) => t.text)).toEqual(['共享', '享依', '依赖']);
    expect(parseQuery('how to share react').terms.map((t) => t.text)).toEqual(['share', 'react']);
    expect(parseQuery('apps started').terms.map((t) => t.stem)).toEqual(['app', 'start']);
  });

  it('ignores everything past the longest query it matches', () => {
    expect(parseQuery('x'.repeat(10_000)).phrase.length).toBe(MAX_QUERY_LENGTH);
  });
});

describe('snippet', () => {
  const long = `${'Lorem words around here. '.repeat(20)}The requiredVersion field sets the range.${' More text follows it.'.repeat(20)}`;

  it('keeps about 100 columns around the match, marked with ellipses', () => {
    const at = long.indexOf('requiredVersion');
    const snippet = makeSnippet(long, at, 'requiredVersion'.length, parseQuery('requiredversion').terms);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(displayWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_WIDTH + 2);
    expect(displayWidth(snippet.text)).toBeGreaterThan(SNIPPET_WIDTH - 20);
    const [mark] = snippet.highlights;
    expect(snippet.text.slice(mark.start, mark.start + mark.length)).toBe('requiredVersion');
  });

  it('counts Chinese characters 3 wide, so fewer of them fit', () => {
    const zh = `${'这是一段很长的中文说明文字，'.repeat(20)}共享依赖${'后面还有更多内容。'.repeat(20)}`;
    const snippet = makeSnippet(zh, zh.indexOf('共享依赖'), 4, parseQuery('共享依赖').terms);
    expect(displayWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_WIDTH + 2);
    expect([...snippet.text].length).toBeLessThan(40);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'🎉'.repeat(80)} match ${'🎉'.repeat(80)}`;
    const snippet = makeSnippet(text, text.indexOf('match'), 5, parseQuery('match').terms);
    expect(snippet.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('ranking', () => {
  const pages = [
    page('/content', 'Another page', 'Text that mentions shared once.'),
    page('/heading', 'Options', 'Intro.\nshared\nThe shared option.', ['shared']),
    page('/title', 'shared', 'What shared does.'),
    ...Array.from({ length: 12 }, (_, i) => page(`/more-${i}`, `Page ${i}`, `Page ${i} uses shared libraries.`)),
  ].map(preparePage);

  it('puts a title match before a heading match before a text match', () => {
    const hits = rankPages(pages, parseQuery('shared'));
    expect(hits[0]).toMatchObject({ type: 'title', link: '/title' });
    expect(hits[1]).toMatchObject({ type: 'header', link: '/heading#shared' });
    expect(hits.slice(2).every((hit) => hit.type === 'content')).toBe(true);
  });

  it(`shows at most ${RESULT_LIMIT} hits`, () => {
    expect(rankPages(pages, parseQuery('s'))).toHaveLength(RESULT_LIMIT);
    expect(rankPages(pages, parseQuery('shared'))).toHaveLength(RESULT_LIMIT);
  });

  it('finds nothing for a word no page contains', () => {
    expect(rankPages(pages, parseQuery('zzqxwv'))).toEqual([]);
  });
});

describe('ranking what readers paste and type', () => {
  const singleton =
    'Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of checkout which needs ^18.0.0)';
  const scriptError = '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008';
  const pages = [
    page(
      '/configure/shared',
      'shared',
      `Options of a shared module.\nsingleton\nOne version of the module for the page.\nversion warning\nThe runtime prints ${singleton} and goes on.\neager\nThe module is in the entry.`,
      ['singleton', 'version warning', 'eager'],
    ),
    page(
      '/guide/runtime',
      'Runtime API',
      `Loading a remote.\npreloadRemote\nFetches a remote before it is needed.\nShared modules\nA shared singleton module of one version.`,
      ['preloadRemote', 'Shared modules'],
    ),
    page(
      '/guide/walkthrough',
      'Walkthrough',
      `Run the host.\nFailed to load script resources\nThe console shows ${scriptError} when the remote's server is stopped.`,
      ['Failed to load script resources'],
    ),
    page('/guide/preload', 'Preload remote data', 'Fetch the data of a remote early, before the reader needs it.'),
    page('/guide/deploy', 'Deploy', 'Browsers warn when CORS headers are missing on a remote.'),
    page(
      '/troubleshooting/runtime',
      'Runtime errors',
      `RUNTIME-007: no snapshot\nAbout snapshots.\nRUNTIME-008: the script failed to load\nThe remote entry could not be loaded.`,
      ['RUNTIME-007: no snapshot', 'RUNTIME-008: the script failed to load'],
    ),
    page('/troubleshooting/other', 'Other problems', 'A notice of the plugin\nThe plugin prints a notice about CORS headers.', [
      'A notice of the plugin',
    ]),
  ].map(preparePage);
  // The heading's anchor, as the address the plugin prints spells it.
  pages.at(-1)!.page.toc[0].id = 'cors-warn';

  it('leads a pasted message with the reader’s own names to the section that quotes its fixed words', () => {
    const pasted =
      '[ Federation Runtime ] Version 18.2.0 from my-shell of shared singleton module react-dom does not satisfy the requirement of cart which needs ^19.0.0)';
    expect(rankPages(pages, parseQuery(pasted))[0]).toMatchObject({ type: 'content', link: '/configure/shared#version-warning' });
  });

  it('leads a pasted error code to the entry named after it, before a page that quotes the whole message', () => {
    expect(rankPages(pages, parseQuery(`Uncaught Error: ${scriptError}`))[0]).toMatchObject({
      type: 'header',
      link: '/troubleshooting/runtime#runtime-008-the-script-failed-to-load',
    });
  });

  it('finds the name code writes as one word from the words typed apart', () => {
    expect(rankPages(pages, parseQuery('preload remote'))[0]).toMatchObject({ type: 'header', link: '/guide/runtime#preloadremote' });
  });

  it('finds the heading whose anchor was copied from a printed address', () => {
    expect(rankPages(pages, parseQuery('cors-warn'))[0]).toMatchObject({ link: '/troubleshooting/other#cors-warn' });
  });

  it('leads a general term to the guide that defines it, and to the framework’s walkthrough when the reader names the framework', () => {
    const walkthroughs = [
      page(
        '/guide/start/glossary',
        'Glossary',
        'Host\nAn app that loads remotes.\n微前端\n微前端是一种架构：把前端拆成多个部分，分别开发和部署。',
        ['Host', '微前端'],
      ),
      page('/practice/frameworks/angular/mfe', 'Angular 微前端', 'Angular 的微前端：shell 通过路由加载 mfe1。shell 和 mfe1 都是微前端。'),
    ].map(preparePage);
    expect(rankPages(walkthroughs, parseQuery('微前端'))[0]).toMatchObject({ link: expect.stringMatching(/^\/guide\/start\/glossary#/) });
    expect(rankPages(walkthroughs, parseQuery('angular 微前端'))[0]).toMatchObject({ link: '/practice/frameworks/angular/mfe' });
  });
});

describe('ranking by what readers call a page', () => {
  const withKeywords = (info: PageIndexInfo, keywords: string[]) => ({ ...info, frontmatter: { keywords } });

  it('finds a page by a keyword of its frontmatter that the page never writes, by the page title', () => {
    const strategy = page('/zh/configure/sharestrategy', 'shareStrategy', '决定运行时如何选择版本。\nversion-first\n先加载全部入口。', [
      'version-first',
    ]);
    const others = [
      page('/zh/configure/shared', 'shared', '共享的模块。每个模块可以设置自己的策略。'),
      page('/zh/guide/plugins', '插件', '共享作用域的加载策略由插件决定。'),
    ];
    const without = [strategy, ...others].map(preparePage);
    expect(rankPages(without, parseQuery('共享策略'))[0].link).not.toBe('/zh/configure/sharestrategy');
    const pages = [withKeywords(strategy, ['共享策略', '版本优先']), ...others].map(preparePage);
    expect(rankPages(pages, parseQuery('共享策略'))[0]).toMatchObject({ type: 'title', link: '/zh/configure/sharestrategy' });
    expect(rankPages(pages, parseQuery('版本优先策略'))[0]).toMatchObject({ link: '/zh/configure/sharestrategy' });
  });

  it('counts a keyword typed whole as a name of the page, and a word inside a longer keyword only as a heading', () => {
    const pages = [
      withKeywords(page('/zh/guide/bridge', 'Bridge', '挂载一个子应用。'), ['路由子应用']),
      page('/zh/guide/css', '样式隔离', '简介。\n样式与子应用\n一个子应用的样式影响另一个子应用。', ['样式与子应用']),
    ].map(preparePage);
    expect(rankPages(pages, parseQuery('路由子应用'))[0]).toMatchObject({ type: 'title', link: '/zh/guide/bridge' });
    // "子应用" is in both pages' words; the page that says more about it wins over the page whose keyword holds it.
    expect(rankPages(pages, parseQuery('子应用'))[0]).toMatchObject({ link: expect.stringMatching(/^\/zh\/guide\/css#/) });
  });

  it("finds the pages' word for a reader's word the glossary gives as its equivalent (子应用 is 生产者)", () => {
    expect(parseQuery('子应用的样式').terms[0]).toMatchObject({ text: '子应用', alts: ['生产者'] });
    const pages = [
      page('/zh/guide/css', '样式隔离', '生产者的样式会覆盖消费者的样式。'),
      page('/zh/guide/bridge', 'Bridge', '应用的路由与样式。应用之间互相加载。'),
    ].map(preparePage);
    expect(rankPages(pages, parseQuery('子应用的样式被主应用覆盖'))[0]).toMatchObject({ link: '/zh/guide/css' });
  });

  it('finds a dotted name by its longest part when the whole is written nowhere', () => {
    const pages = [
      page('/configure/experiments', 'experiments', 'Switches.\nasyncStartup\nStarts the app after the federation runtime.', [
        'asyncStartup',
      ]),
      page('/guide/start', 'Start', 'Experiments are switches of the plugin.'),
    ].map(preparePage);
    expect(rankPages(pages, parseQuery('experiments.asyncStartup'))[0]).toMatchObject({ link: '/configure/experiments#asyncstartup' });
  });

  it('puts a heading that begins with the whole query before a heading of those very words on a walkthrough', () => {
    const pages = [
      page('/practice/frameworks/react/', 'React walkthrough', 'Steps.\nInvalid hook call\nThe hook was called outside a component.', [
        'Invalid hook call',
      ]),
      page('/guide/troubleshooting/other', 'Other problems', 'Intro.\nInvalid hook call: two copies of React\nTwo copies of react load.', [
        'Invalid hook call: two copies of React',
      ]),
      page('/guide/hooks', 'Hooks', 'A hook is invalid when its call happens in a loop.'),
    ].map(preparePage);
    expect(rankPages(pages, parseQuery('invalid hook call'))[0]).toMatchObject({
      type: 'header',
      link: '/guide/troubleshooting/other#invalid-hook-call-two-copies-of-react',
    });
  });

  it('leads a name typed in camelCase inside a sentence to the page named so', () => {
    const pages = [
      page('/configure/getpublicpath', 'getPublicPath', 'A function that returns the public path of a remote at run time.'),
      page(
        '/guide/deploy',
        'Deploy',
        'A remote whose public path is wrong generates double calls: each chunk is requested at the wrong address first.',
      ),
    ].map(preparePage);
    const query = 'remote getPublicPath generates double calls with wrong public path';
    expect(rankPages(pages, parseQuery(query))[0]).toMatchObject({ type: 'title', link: '/configure/getpublicpath' });
    // Typed as a plain word it is one word among many.
    expect(rankPages(pages, parseQuery(query.toLowerCase()))[0].link).toBe('/guide/deploy');
  });

  it('matches a word in its other forms: plural, -ing, -ed, -ion and a silent e', () => {
    const pages = [
      page('/configure/exposes', 'exposes', 'Exposing a module makes it loadable by hosts.'),
      page('/guide/css', 'Styles', 'Each app can isolate its styles.'),
      page('/guide/chromium', 'Browsers', 'Tests run in Chromium.'),
    ].map(preparePage);
    expect(rankPages(pages, parseQuery('exposed modules'))[0]).toMatchObject({ link: '/configure/exposes' });
    expect(rankPages(pages, parseQuery('style isolation'))[0]).toMatchObject({ link: '/guide/css' });
    // A stem is another form of the word only when an inflection follows it: "chrome" is not "chromium".
    expect(rankPages(pages, parseQuery('chrome'))).toEqual([]);
  });
});

describe('remote search', () => {
  it('asks with keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl({ url: 'https://search.example/api', indexes: ['docs', 'blog'] }, 'load remote', 'zh'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'load remote', limit: '7', searchIndexes: 'docs,blog', lang: 'zh' });
  });

  it('turns each group of the answer into a group of hits, in the service order', () => {
    const groups = parseRemoteAnswer(
      [
        { index: 'blog', hits: [page('/b', 'Second', 'loadRemote here'), page('/a', 'loadRemote', 'x')] },
        { index: 'empty', hits: [] },
      ],
      'loadRemote',
    );
    expect(groups.map((g) => g.group)).toEqual(['blog', 'empty']);
    expect(groups[0].result.map((hit) => hit.link)).toEqual(['/b', '/a']);
  });

  it('rejects an answer of the wrong shape', () => {
    expect(() => parseRemoteAnswer({ hits: [] }, 'x')).toThrow(/list of groups/);
    expect(() => parseRemoteAnswer([{ hits: [] }], 'x')).toThrow(/group 0/);
  });
});
