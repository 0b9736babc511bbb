/** Each diagram block of a page: a caption, a text alternative, figures its data file holds, and lines the renderer draws. */
import { dataFilePath, fillDiagram } from '../diagrams/data';
import { DIAGRAM_LANG, diagramMeta } from '../diagrams/meta';
import { validateDiagram } from '../diagrams/validate';
import type { Problem } from './problem';
import type { Page } from './readPage';
import { visit } from './visit';

export function checkDiagrams(page: Page): Problem[] {
  if (!page.tree) return [];
  const problems: Problem[] = [];
  visit(page.tree, (node) => {
    if (node.type !== 'code' || node.lang !== DIAGRAM_LANG) return;
    const fence = node.position?.start.line ?? 1;
    const { caption, alt, source, problems: dataProblems } = fillDiagram(node.value, diagramMeta(node.meta));
    if (!caption) problems.push({ file: page.file, line: fence, message: 'a diagram needs a caption: ```mermaid caption="…" alt="…"' });
    if (!alt)
      problems.push({ file: page.file, line: fence, message: 'a diagram needs a text alternative that says what it shows: alt="…"' });
    for (const problem of dataProblems)
      problems.push({ file: page.file, line: fence + problem.line, message: `chart data: ${problem.message}` });
    for (const problem of validateDiagram(source))
      problems.push({ file: page.file, line: fence + problem.line, message: `diagram: ${problem.message}` });
  });
  return problems;
}

/** The data files the page's charts read, so the dev server redraws the page when one changes. */
export function diagramDataFiles(page: Page): string[] {
  const files: string[] = [];
  if (page.tree)
    visit(page.tree, (node) => {
      const { data } = node.type === 'code' && node.lang === DIAGRAM_LANG ? diagramMeta(node.meta) : {};
      if (data) files.push(dataFilePath(data));
    });
  return files;
}
