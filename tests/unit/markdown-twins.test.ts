import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withChartFigures, withoutHeadingIds } from '../../plugins/markdownTwins';

describe('Markdown twins', () => {
  it('drop the escaped anchor from headings', () => {
    expect(withoutHeadingIds('# Quick start \\{#quick-start}\n\n## 共享作用域 \\{#share-scope}\ntext')).toBe(
      '# Quick start\n\n## 共享作用域\ntext',
    );
  });

  it('leave code blocks and other text as they are', () => {
    const markdown = '```md\n## Setup \\{#setup}\n```\n\nSee `\\{#id}` in text.';
    expect(withoutHeadingIds(markdown)).toBe(markdown);
  });

  it('show a chart with the figures its example recorded, as the HTML page does', () => {
    const recorded = JSON.parse(readFileSync('examples/css-isolate/observed.json', 'utf8'));
    const global = recorded.bytes.global['total gzip'];
    const chart =
      '```mermaid data="examples/css-isolate/observed.json" caption="Bytes" alt="global {/bytes/global/total gzip}"\nxychart-beta\n  bar [{/bytes/global/total gzip}]\n```';
    expect(withChartFigures(`Text\n\n${chart}\n\n\`{/x}\``)).toBe(
      `Text\n\n\`\`\`mermaid caption="Bytes" alt="global ${global}"\nxychart-beta\n  bar [${global}]\n\`\`\`\n\n\`{/x}\``,
    );
  });
});
