/** Each diagram block of a page: a caption, a text alternative, and lines the renderer draws. */
import { DIAGRAM_LANG, diagramMeta } from '../diagrams/meta';
import { validateDiagram } from '../diagrams/validate';
import type { Page } from './readPage';
import type { Problem } from './problem';
import { visit } from './visit';

export function checkDiagrams(page: Page): Problem[] {
  if (!page.tree) return [];
  const problems: Problem[] = [];
  visit(page.tree, (node) => {
    if (node.type !== 'code' || node.lang !== DIAGRAM_LANG) return;
    const fence = node.position?.start.line ?? 1;
    const { caption, alt } = diagramMeta(node.meta);
    if (!caption) problems.push({ file: page.file, line: fence, message: 'a diagram needs a caption: ```mermaid caption="…" alt="…"' });
    if (!alt)
      problems.push({ file: page.file, line: fence, message: 'a diagram needs a text alternative that says what it shows: alt="…"' });
    for (const problem of validateDiagram(node.value))
      problems.push({ file: page.file, line: fence + problem.line, message: `diagram: ${problem.message}` });
  });
  return problems;
}
