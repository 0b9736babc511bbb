// The troubleshooting pages document every code of @module-federation/error-codes with the message the packages print, and the codes provoked here with the real runtime read as the pages quote them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInstance, init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { bundlerRuntime, type ConsumesOptions, type WebpackRequire } from '@module-federation/webpack-bundler-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePage, readPage } from '../reference/markdown';
import { ROOT } from '../reference/packages';
import {
  anchorOf,
  codeSection,
  ERROR_CODES,
  findSection,
  kindOf,
  linesOfMessage,
  markerLine,
  printedLines,
  quoteProblems,
  REPRODUCED,
  RUNTIME_PREFIX,
  reproducedCodes,
  reproducedMarker,
  reproducedProblems,
  troubleshootingFile,
} from '../reference/troubleshooting';
import { LANGS, type Lang } from '../routes';

const globals = globalThis as Record<string, unknown>;

/** The message `provoke` throws or rejects with; fails the test when it does not. */
async function thrownMessage(provoke: () => unknown): Promise<string> {
  try {
    await provoke();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error, none was thrown');
}

/** A runtime plugin that answers every manifest request with `response`, so no network is used. */
const answering = (name: string, response: () => Response): ModuleFederationRuntimePlugin => ({
  name,
  fetch: async () => response(),
});

/** A host with one remote whose manifest is answered by `response`. */
function hostWithManifest(remote: string, response: () => Response) {
  return createInstance({
    name: 'shop',
    remotes: [{ name: remote, entry: `https://${remote}.example.com/mf-manifest.json` }],
    plugins: [answering(`${remote}-manifest`, response)],
  });
}

/** A host whose remote's container is already on globalThis, as a loaded remoteEntry.js leaves it. */
function hostWithContainer(remote: string, container: Record<string, unknown>) {
  globals[remote] = container;
  return createInstance({
    name: 'shop',
    remotes: [{ name: remote, entry: `https://${remote}.example.com/remoteEntry.js`, entryGlobalName: remote }],
  });
}

/** A manifest with metaData, exposes and shared whose remoteEntry has no name or path. */
const manifestWithoutEntry = (name: string) => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: name },
    remoteEntry: { name: '', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: name,
    pluginVersion: '2.9.2',
    publicPath: `https://${name}.example.com/`,
  },
  shared: [],
  remotes: [],
  exposes: [],
});

/** A host sharing react whose `get` returns a promise, which loadShareSync cannot wait for. */
const hostSharingAsyncReact = (name: string) =>
  createInstance({
    name,
    remotes: [],
    shared: {
      react: {
        version: '19.3.1',
        get: () => Promise.resolve(() => ({})),
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
  });

/** The bundler runtime's consume handler for a `shared: { react: { import: false } }` module the host does not provide. */
async function consumeUnprovidedReact(): Promise<void> {
  const id = 'webpack/sharing/consume/default/react';
  const promises: Promise<unknown>[] = [];
  const webpackRequire = {
    o: (object: object, key: string | number) => Object.hasOwn(object, key),
    m: {},
    c: {},
    federation: { instance: createInstance({ name: 'shop', remotes: [] }) },
  } as unknown as WebpackRequire;
  const options: ConsumesOptions = {
    chunkId: 'main',
    promises,
    installedModules: {},
    webpackRequire,
    chunkMapping: { main: [id] },
    moduleToHandlerMapping: {
      [id]: {
        getter: undefined as unknown as () => Promise<unknown>,
        shareKey: 'react',
        shareInfo: { shareConfig: { singleton: true, requiredVersion: '^19.0.0' }, scope: ['default'] },
      },
    },
  };
  bundlerRuntime.consumes?.(options);
  await Promise.all(promises);
  // What webpack's require does next: run the module factory, which rethrows the stored error.
  webpackRequire.m[id]({});
}

/** A copy of @module-federation/runtime that nothing has called `init` on yet. */
async function freshRuntime(): Promise<typeof import('@module-federation/runtime')> {
  const file = path.join(ROOT, 'node_modules/@module-federation/runtime/dist/index.js');
  return import(/* @vite-ignore */ `${pathToFileURL(file).href}?fresh=${Date.now()}`);
}

interface Reproduction {
  code: string;
  /** What the reader did, as the test name says it. */
  cause: string;
  provoke: () => unknown;
}

const REPRODUCTIONS: Reproduction[] = [
  {
    code: 'RUNTIME-009',
    cause: 'the global loadRemote called before any init',
    provoke: async () => (await freshRuntime()).loadRemote('catalog/ProductCard'),
  },
  {
    code: 'RUNTIME-004',
    cause: 'loadRemote of a remote the host does not list',
    provoke: () =>
      createInstance({ name: 'shop', remotes: [{ name: 'catalog', entry: 'https://catalog.example.com/mf-manifest.json' }] }).loadRemote(
        'checkout/Cart',
      ),
  },
  {
    code: 'RUNTIME-003',
    cause: 'a manifest URL answering 404',
    provoke: () => hostWithManifest('inventory', () => new Response('Not Found', { status: 404 })).loadRemote('inventory/StockBadge'),
  },
  {
    code: 'RUNTIME-013',
    cause: 'a manifest that is JSON but not a federation manifest',
    provoke: () => hostWithManifest('reviews', () => Response.json({ name: 'reviews' })).loadRemote('reviews/Stars'),
  },
  {
    code: 'RUNTIME-011',
    cause: 'a manifest whose metaData.remoteEntry has no name',
    provoke: () => hostWithManifest('search', () => Response.json(manifestWithoutEntry('search'))).loadRemote('search/SearchBox'),
  },
  {
    code: 'RUNTIME-007',
    cause: 'a remote given by version only, with no snapshot on the page',
    provoke: () => createInstance({ name: 'shop', remotes: [{ name: 'pricing', version: '1.0.0' }] }).loadRemote('pricing/PriceTag'),
  },
  {
    code: 'RUNTIME-002',
    cause: 'a container without init',
    provoke: () => hostWithContainer('cart', { get: async () => () => ({}) }).loadRemote('cart/MiniCart'),
  },
  {
    code: 'RUNTIME-015',
    cause: 'a container whose init throws',
    provoke: () =>
      hostWithContainer('wishlist', {
        get: async () => () => ({}),
        init: async () => {
          throw new Error('share scope "default" was already initialised');
        },
      }).loadRemote('wishlist/HeartButton'),
  },
  {
    code: 'RUNTIME-014',
    cause: 'a container that does not expose the requested module',
    provoke: () => hostWithContainer('account', { get: async () => undefined, init: async () => undefined }).loadRemote('account/Profile'),
  },
  {
    code: 'RUNTIME-010',
    cause: 'init with another name than the instance of the same build',
    provoke: () => {
      createInstance({ name: 'shop', id: 'shop-build', remotes: [] });
      globals.FEDERATION_BUILD_IDENTIFIER = 'shop-build';
      try {
        init({ name: 'admin', remotes: [] });
      } finally {
        delete globals.FEDERATION_BUILD_IDENTIFIER;
      }
    },
  },
  {
    code: 'RUNTIME-006',
    cause: 'loadShareSync of a shared module whose get returns a promise',
    provoke: () => hostSharingAsyncReact('shop').loadShareSync('react'),
  },
  {
    code: 'RUNTIME-005',
    cause: 'the same loadShareSync called from the bundler runtime',
    provoke: () => hostSharingAsyncReact('storefront').loadShareSync('react', { from: 'build' }),
  },
  {
    code: 'RUNTIME-012',
    cause: 'the bundler runtime consuming a shared module that has no getter and no provider',
    provoke: consumeUnprovidedReact,
  },
];

const pageOf = (lang: Lang, kind: string) => path.relative(ROOT, troubleshootingFile(lang, kind));

const KINDS = [...new Set(ERROR_CODES.map(kindOf))];

/** `file:line: #id` for each heading of a page whose anchor looks like a code the package does not define. */
function unknownCodeHeadings(lang: Lang, kind: string): string[] {
  const file = troubleshootingFile(lang, kind);
  if (!existsSync(file)) return [];
  const known = new Set(ERROR_CODES.map(anchorOf));
  const codeLike = new RegExp(`^(${KINDS.join('|')})-\\d+$`);
  return readPage(file)
    .headings.filter((h) => h.id && codeLike.test(h.id) && !known.has(h.id))
    .map((h) => `${path.relative(ROOT, file)}:${h.line}: #${h.id}`);
}

/** `file:line: code` when the section of a code no test reproduces says it was reproduced. */
function unbackedClaims(lang: Lang, code: string): string[] {
  if (reproducedCodes().includes(code)) return [];
  const section = codeSection(lang, code);
  if (typeof section === 'string') return [];
  const line = markerLine(section, reproducedMarker(lang));
  return line === undefined ? [] : [`${path.relative(ROOT, section.file)}:${line}: ${code}`];
}

describe('every error code has a section on its troubleshooting page, quoting the message the packages print', () => {
  it('the package defines the codes the pages are checked for', () => {
    expect(ERROR_CODES.length).toBeGreaterThanOrEqual(18);
    expect(ERROR_CODES).toContain('RUNTIME-001');
  });

  for (const lang of LANGS) {
    for (const code of ERROR_CODES) {
      it(`${code} on ${pageOf(lang, kindOf(code))}#${anchorOf(code)}`, () => {
        const section = codeSection(lang, code);
        if (typeof section === 'string') expect.fail(section);
        expect(quoteProblems(section, code, printedLines(code))).toEqual([]);
      });
    }

    it(`${lang}: the pages have no section for a code the package does not define`, () => {
      expect(KINDS.flatMap((kind) => unknownCodeHeadings(lang, kind))).toEqual([]);
    });

    it(`${lang}: only the sections of reproduced codes say they were reproduced`, () => {
      expect(ERROR_CODES.flatMap((code) => unbackedClaims(lang, code))).toEqual([]);
    });
  }
});

describe('reproductions with the real runtime: the thrown message is the one the page quotes', () => {
  beforeEach(() => {
    // The runtime also logs each error; the test reads the thrown one.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const remote of ['cart', 'wishlist', 'account']) delete globals[remote];
  });

  it('covers exactly the codes recorded as reproduced in Node', () => {
    expect(REPRODUCTIONS.map((r) => r.code).sort()).toEqual([...REPRODUCED.node].sort());
  });

  for (const { code, cause, provoke } of REPRODUCTIONS) {
    it(`${code}: ${cause}`, async () => {
      const message = await thrownMessage(provoke);
      const expected = printedLines(code);
      expect(message.split('\n')[0]).toBe(expected.first);
      expect(message.split('\n')).toContain(expected.docs);
      expect(LANGS.flatMap((lang) => reproducedProblems(lang, code, message))).toEqual([]);
    });
  }

  it('runtime messages start with "[ Federation Runtime ]: "; RUNTIME-012, TYPE and BUILD messages do not', async () => {
    const locate = REPRODUCTIONS.find((r) => r.code === 'RUNTIME-004')!;
    expect(await thrownMessage(locate.provoke)).toMatch(/^\[ Federation Runtime \]: /);
    expect(printedLines('RUNTIME-004').first.startsWith(RUNTIME_PREFIX)).toBe(true);
    // Thrown by @module-federation/webpack-bundler-runtime as new Error(getShortErrorMsg(…)).
    expect(printedLines('RUNTIME-012').first.startsWith(RUNTIME_PREFIX)).toBe(false);
    expect(printedLines('TYPE-001').first.startsWith(RUNTIME_PREFIX)).toBe(false);
    expect(printedLines('BUILD-001').first.startsWith(RUNTIME_PREFIX)).toBe(false);
  });
});

describe('the page checks themselves', () => {
  const file = path.join(ROOT, 'docs/en/guide/troubleshooting/runtime.mdx');
  const expected = printedLines('RUNTIME-008');
  const page = (body: string) =>
    [
      '---',
      'description: x',
      '---',
      '# Runtime errors',
      '',
      '## RUNTIME-008: the script did not load {#runtime-008}',
      '',
      body,
      '',
      '## Next {#next}',
      '',
      '```text',
      expected.first,
      '```',
    ].join('\n');

  it('accept a section whose text block starts with the first line and holds the docs line', () => {
    const section = findSection(page(['```text', expected.first, 'args: {}', expected.docs, '```'].join('\n')), file, 'runtime-008')!;
    expect(quoteProblems(section, 'RUNTIME-008', expected)).toEqual([]);
  });

  it('name the file and line of a message whose first line differs', () => {
    const section = findSection(
      page(['```ts', 'loadRemote()', '```', '```text', 'Failed to load script resources.', expected.docs, '```'].join('\n')),
      file,
      'runtime-008',
    )!;
    expect(quoteProblems(section, 'RUNTIME-008', expected)).toEqual([
      `docs/en/guide/troubleshooting/runtime.mdx:11: the RUNTIME-008 message starts "Failed to load script resources.", the package prints "${expected.first}"`,
    ]);
  });

  it('do not take a text block from the next section', () => {
    const section = findSection(page('No message here.'), file, 'runtime-008')!;
    expect(quoteProblems(section, 'RUNTIME-008', expected)).toEqual([
      'docs/en/guide/troubleshooting/runtime.mdx:6: the RUNTIME-008 section has no ```text block with the message',
    ]);
  });

  it('find the reproduction marker inside the section only, bold or not', () => {
    const inside = findSection(page(`${reproducedMarker('en')}.`), file, 'runtime-008')!;
    expect(markerLine(inside, reproducedMarker('en'))).toBe(8);
    const bold = findSection(
      page(`**Reproduced** with \`@module-federation/runtime\` ${reproducedMarker('en').split(' ').at(-1)}: a 404.`),
      file,
      'runtime-008',
    )!;
    expect(markerLine(bold, reproducedMarker('en'))).toBe(8);
    const zh = findSection(page(`**${reproducedMarker('zh')}**：入口返回 404。`), file, 'runtime-008')!;
    expect(markerLine(zh, reproducedMarker('zh'))).toBe(8);
    const source = `${page('')}\n\n${reproducedMarker('en')}`;
    expect(markerLine(findSection(source, file, 'runtime-008')!, reproducedMarker('en'))).toBeUndefined();
    expect(parsePage(source, file).headings.map((h) => h.id)).toEqual([undefined, 'runtime-008', 'next']);
  });

  it('read a thrown message into its first and docs lines', () => {
    expect(linesOfMessage(`${expected.first}\nargs: {}\n${expected.docs}\nOriginal Error Message:\n x`)).toEqual(expected);
  });
});
