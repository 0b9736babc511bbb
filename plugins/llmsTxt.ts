/**
 * The `llms.txt` of each language: the framework's sections and page list under a heading with
 * that language's site title and description (the framework's own file has no heading when, as
 * here, titles are set per locale rather than site-wide).
 */
import type { LlmsTxtRenderer } from '@rspress/core';

interface LocaleText {
  lang: string;
  title: string;
  description: string;
}

export function llmsTxtWithLocaleTitles(locales: LocaleText[]): LlmsTxtRenderer {
  return ({ lang, sections }) => {
    const locale = locales.find((candidate) => candidate.lang === lang) ?? locales[0];
    const lines = [`# ${locale.title}`, '', `> ${locale.description}`];
    for (const { title, pages } of sections) {
      lines.push('', `## ${title}`, '');
      lines.push(...pages.map((page) => `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`));
    }
    return `${lines.join('\n')}\n`;
  };
}
