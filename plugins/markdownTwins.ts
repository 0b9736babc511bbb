/**
 * Rspress plugin tidying the Markdown twins of the pages (`/x.md`, `llms-full.txt`): the framework
 * writes each heading with its MDX anchor escaped (`## Setup \{#setup}`), which is noise in plain
 * Markdown. Headings lose the suffix; code blocks are left alone, except a chart's: its figures
 * are put in from the example's data file, as on the HTML page, instead of the `{/pointer}`s.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fillDiagram } from './diagrams/data';
import { DIAGRAM_LANG, diagramMeta } from './diagrams/meta';

const HEADING_ID = /^(#{1,6} .*?)\s*\\\{#[^}\s]+\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The Markdown with the anchor suffix removed from every heading outside code blocks. */
export function withoutHeadingIds(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      return fence ? line : line.replace(HEADING_ID, '$1');
    })
    .join('\n');
}

const CHART_FENCE = new RegExp(`^(\\s*)(\`{3,})${DIAGRAM_LANG}\\s+(.*\\bdata=".*)$`);

/** Each chart block with its figures put in and its `data` attribute dropped; other text unchanged. */
export function withChartFigures(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = CHART_FENCE.exec(lines[index]);
    const close = open && lines.findIndex((line, at) => at > index && line.trim() === open[2]);
    if (!open || !close || close < 0) {
      out.push(lines[index]);
      continue;
    }
    const meta = diagramMeta(open[3]);
    const filled = fillDiagram(lines.slice(index + 1, close).join('\n'), meta);
    const attribute = (name: string, value: string | undefined) => (value === undefined ? [] : [`${name}="${value}"`]);
    const info = [...attribute('caption', filled.caption), ...attribute('alt', filled.alt)].join(' ');
    out.push(`${open[1]}${open[2]}${DIAGRAM_LANG} ${info}`, filled.source, lines[close]);
    index = close;
  }
  return out.join('\n');
}

function markdownOutputs(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') || path.basename(file) === 'llms-full.txt')
    .map((file) => path.join(outDir, file));
}

export function pluginMarkdownTwins(): RspressPlugin {
  return {
    name: 'module-federation-docs:markdown-twins',
    afterBuild(config, isProd) {
      if (!isProd || !config.llms) return;
      for (const file of markdownOutputs(path.resolve(config.outDir ?? 'doc_build'))) {
        const markdown = readFileSync(file, 'utf8');
        const tidy = withChartFigures(withoutHeadingIds(markdown));
        if (tidy !== markdown) writeFileSync(file, tidy);
      }
    },
  };
}
