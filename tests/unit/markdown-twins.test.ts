import { describe, expect, it } from 'vitest';
import { withoutHeadingIds } from '../../plugins/markdownTwins';

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
});
