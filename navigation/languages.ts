/** The site's languages: English at the root, Chinese under /zh. */
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** A language-neutral route in `lang`: `/guide/` → `/zh/guide/` for zh, unchanged for en. */
export const withLang = (lang: Lang, route: string) => (lang === 'en' ? route : `/${lang}${route}`);
