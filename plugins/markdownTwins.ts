/**
 * Rspress plugin tidying the Markdown twins of the pages (`/x.md`, `llms-full.txt`): the framework
 * writes each heading with its MDX anchor escaped (`## Setup \{#setup}`), which is noise in plain
 * Markdown. Headings lose the suffix; code blocks are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

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
        const tidy = withoutHeadingIds(markdown);
        if (tidy !== markdown) writeFileSync(file, tidy);
      }
    },
  };
}
