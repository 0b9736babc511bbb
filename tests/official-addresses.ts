/**
 * The official site's page addresses (navigation/official-pages.json, made by
 * scripts/official-pages.ts) and where each must land here: on the page of the same path when
 * this site has one, otherwise where navigation/redirects.ts sends it.
 */
import { readFileSync } from 'node:fs';
import { FROM_PORTUGUESE } from '../navigation/portuguese';
import { redirectTarget } from '../navigation/redirects';
import { readPage } from './reference/markdown';
import { LANGS, type Lang, routeFile, routes, withLang } from './routes';

interface OfficialPages {
  repository: string;
  commit: string;
  date: string;
  en: string[];
  zh: string[];
  /** Brazilian Portuguese: no pages here, each lands where its English twin does. */
  'pt-BR': string[];
}

const OFFICIAL_PAGES_FILE = new URL('../navigation/official-pages.json', import.meta.url);
const official = JSON.parse(readFileSync(OFFICIAL_PAGES_FILE, 'utf8')) as OfficialPages;
export const OFFICIAL = official;

const served = new Set(LANGS.flatMap((lang) => routes(lang)));

export interface OfficialAddress {
  lang: Lang | 'pt-BR';
  /** The address as the official site's pages link it: `/guide/start/quick-start`, `/zh/guide/start/`. */
  address: string;
  /** The shapes readers follow: `/x.html` and `/x`; `/x/` and `/x/index.html` for a folder page. */
  forms: string[];
  /** Where it lands here, `/route` or `/route#anchor`; undefined when nothing answers it. */
  landing: string | undefined;
}

/** Where an address of this site's languages lands: its own page, or where the redirect table sends it. */
const landingOf = (address: string) => (served.has(address) ? address : redirectTarget(address));

export function officialAddresses(): OfficialAddress[] {
  const ours = LANGS.flatMap((lang) =>
    official[lang].map((route) => {
      const address = withLang(lang, route);
      const forms = address.endsWith('/') ? [address, `${address}index.html`] : [`${address}.html`, address];
      return { lang, address, forms, landing: landingOf(address) };
    }),
  );
  // A Portuguese address must land where its English twin does, by the Portuguese rules of the
  // redirect table; one shape each, as the official site links them.
  const portuguese = official['pt-BR'].map((route) => {
    const address = `/pt-BR${route}`;
    const english = landingOf(route);
    const sent = redirectTarget(address)?.replace(`?${FROM_PORTUGUESE}`, '');
    return { lang: 'pt-BR' as const, address, forms: [address], landing: sent === english ? english : undefined };
  });
  return [...ours, ...portuguese];
}

/** The title of the page a landing route shows: its `# Title`, or the frontmatter `title` of an overview page. */
export function titleOf(landing: string): string | undefined {
  const file = routeFile(landing.split('#')[0]!);
  if (!file) return undefined;
  const heading = readPage(file).title?.text;
  const title = heading ?? /^title: ['"]?(.+?)['"]?$/m.exec(readFileSync(file, 'utf8'))?.[1];
  return title?.replace(/[`*_\\]/g, '').trim();
}

/** `/x.html` and `/x/index.html` name the same page as `/x` and `/x/`. */
export const samePage = (pathname: string) => pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
