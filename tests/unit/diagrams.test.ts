/**
 * Diagrams drawn at build time (plugins/diagrams): the line check that stands in for the renderer's
 * silence on lines it skips, the SVG made fit for a page among other SVG, the figure that replaces
 * a `mermaid` block, and the chart whose figures come from an example's recorded data.
 */

import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkDiagrams } from '../../plugins/diagrams';
import { fillDiagram } from '../../plugins/diagrams/data';
import { diagramId, renderDiagram } from '../../plugins/diagrams/render';
import { validateDiagram } from '../../plugins/diagrams/validate';
import { checkDiagrams } from '../../plugins/pageChecks/checkDiagrams';
import { parsePage } from '../../plugins/pageChecks/readPage';

const SEQUENCE = `sequenceDiagram
  participant App as Your code
  participant init as Runtime
  %% a comment
  App->>init: loadRemote('catalog/Button')
  Note over init: beforeRequest
  loop each shared module
    init-->>App: module
  end`;

describe('the line check', () => {
  it('accepts every line form the renderer reads', () => {
    expect(validateDiagram(SEQUENCE)).toEqual([]);
  });

  it('reports a line the renderer would skip, with its line number', () => {
    const [problem] = validateDiagram(`${SEQUENCE}\n  App->>>init loads`);
    expect(problem).toMatchObject({ line: 10, message: expect.stringContaining('"App->>>init loads"') });
  });

  it('reads flowcharts, state diagrams and XY charts the way the renderer does', () => {
    const flowchart =
      'graph LR\n  subgraph Host\n    H[host app]\n  end\n  H -->|mf-manifest.json| R1[checkout] & R2((catalog))\n  H -- shares --> S';
    expect(validateDiagram(flowchart)).toEqual([]);
    // The renderer stops at the first thing it cannot read and drops the rest of the line.
    expect(validateDiagram(`${flowchart}\n  A --> B;`)[0]).toMatchObject({ line: 7 });
    const state =
      'stateDiagram-v2\n  direction LR\n  state "Half-open" as HalfOpen\n  [*] --> Closed\n  HalfOpen --> Open: one more failure';
    expect(validateDiagram(state)).toEqual([]);
    expect(validateDiagram(`${state}\n  Open -> HalfOpen`)[0]).toMatchObject({ line: 6 });
    const chart = 'xychart-beta\n  title "Bytes"\n  x-axis [a, b]\n  y-axis "KB" 0 --> 60\n  bar [52.1, 41.3]';
    expect(validateDiagram(chart)).toEqual([]);
    expect(validateDiagram(`${chart}\n  bar [1, x]`)[0]).toMatchObject({ line: 6 });
  });

  it('reports a chart the renderer would draw other than written: quoted categories, a second series', () => {
    const chart = 'xychart-beta horizontal\n  x-axis [a, b]\n  bar [1, 2]';
    expect(validateDiagram(chart)).toEqual([]);
    expect(validateDiagram(chart.replace('[a, b]', '["a", "b"]'))[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining('quotes'),
    });
    expect(validateDiagram(`${chart}\n  bar [3, 4]`)[0]).toMatchObject({ line: 4, message: expect.stringContaining('one series') });
  });

  it('reports a note the renderer would not draw, before the first message', () => {
    expect(validateDiagram('sequenceDiagram\n  Note over A: first\n  A->>B: hi')[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining('not drawn'),
    });
    expect(validateDiagram('sequenceDiagram\n  A->>B: hi\n  Note over A: then')).toEqual([]);
  });

  it('reports an unknown diagram type, a stray end and an unclosed block', () => {
    expect(validateDiagram('pieChart\n  a: 1')[0].message).toContain('unknown diagram type "pieChart"');
    expect(validateDiagram('sequenceDiagram\n  A->>B: hi\n  end')[0]).toMatchObject({
      line: 3,
      message: expect.stringContaining('closes no'),
    });
    expect(validateDiagram('sequenceDiagram\n  loop again\n  A->>B: hi')[0].message).toContain('not closed');
  });
});

describe('the SVG', () => {
  const svg = renderDiagram(SEQUENCE, 'A "quoted" alternative');
  const id = diagramId(SEQUENCE);

  it('makes no request for a web font', () => {
    expect(svg).not.toContain('@import');
    expect(svg).not.toContain('fonts.googleapis');
  });

  it('scopes its style rules and its ids to itself, so icons and anchors of the page are untouched', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(svg)![1];
    const selectors = [...style.matchAll(/(?:^|\})\s*([^{}]+?)\s*\{/g)].map((match) => match[1]);
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.every((selector) => selector.startsWith(`#${id}`))).toBe(true);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain(`${id}-init`);
    expect(ids.every((name) => name.startsWith(id))).toBe(true);
  });

  it('is an image with its text alternative, coloured by the theme, its labels as text', () => {
    expect(svg).toMatch(new RegExp(`^<svg id="${id}" role="img" aria-label="A &quot;quoted&quot; alternative"`));
    expect(svg).toContain('--bg:var(--mf-diagram-bg)');
    expect(svg).toMatch(/<text[^>]*>[^<]*loadRemote/);
  });
});

describe('markup in a label', () => {
  it('stays text, escaped, so it can neither break the page nor run', () => {
    const svg = renderDiagram('sequenceDiagram\n  H->>C: render <RemoteApp basename="/remote" /><script>alert(1)</script>', 'alt');
    expect(svg).toContain('&lt;RemoteApp basename=&quot;/remote&quot; /&gt;');
    expect(svg).not.toContain('<script>');
  });
});

describe('the figure', () => {
  const tree = (value: string, meta = 'caption="How it loads" alt="The app loads a remote."'): Root => ({
    type: 'root',
    children: [{ type: 'code', lang: 'mermaid', meta, value, position: { start: { line: 12, column: 1 }, end: { line: 20, column: 4 } } }],
  });

  it('replaces the block with a figure holding the SVG as one HTML string and the caption', () => {
    const root = tree(SEQUENCE);
    remarkDiagrams()(root, { path: 'docs/en/guide.mdx' });
    const figure = root.children[0] as unknown as {
      name: string;
      children: { name: string; attributes: { name: string }[]; children: { value: string }[] }[];
    };
    expect(figure.name).toBe('figure');
    expect(figure.children[0].attributes.map((attribute) => attribute.name)).toContain('dangerouslySetInnerHTML');
    expect(figure.children[1]).toMatchObject({ name: 'figcaption', children: [{ value: 'How it loads' }] });
  });

  it('fails naming the page and the line of the page', () => {
    expect(() => remarkDiagrams()(tree(`${SEQUENCE}\n  App->>>init`), { path: 'docs/en/guide.mdx' })).toThrow(/^docs\/en\/guide\.mdx:22: /);
  });

  it('needs a caption and a text alternative (page checks)', () => {
    const page = parsePage('/site/docs/en/guide.mdx', `# Guide\n\n\`\`\`mermaid\n${SEQUENCE}\n\`\`\`\n`);
    expect(checkDiagrams(page).map((problem) => [problem.line, problem.message.slice(0, 20)])).toEqual([
      [3, 'a diagram needs a ca'],
      [3, 'a diagram needs a te'],
    ]);
  });
});

describe('a chart from recorded data', () => {
  const file = 'examples/css-isolate/observed.json';
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as { bytes: Record<string, { total: number; files: unknown[] }> };

  it('puts the recorded figures in its source, caption and text alternative', () => {
    const filled = fillDiagram('xychart-beta\n  x-axis [global, shadow]\n  bar [{/bytes/global/total}, {/bytes/shadow/total}]', {
      data: file,
      caption: 'Shadow DOM: {/bytes/shadow/total} bytes',
      alt: '{/bytes/global/files/length} files',
    });
    expect(filled.problems).toEqual([]);
    expect(filled.source).toContain(`bar [${recorded.bytes.global.total}, ${recorded.bytes.shadow.total}]`);
    expect(filled.caption).toBe(`Shadow DOM: ${recorded.bytes.shadow.total} bytes`);
    expect(filled.alt).toBe(`${recorded.bytes.global.files.length} files`);
  });

  it('names the line of a figure the file does not hold, and a data file that is not there', () => {
    const filled = fillDiagram('xychart-beta\n  bar [{/bytes/nowhere/total}, {/bytes/global/files}]', { data: file, caption: '{/x}' });
    expect(filled.problems).toEqual([
      { line: 0, message: '{/x}: examples/css-isolate/observed.json has nothing at /x' },
      { line: 2, message: '{/bytes/nowhere/total}: examples/css-isolate/observed.json has nothing at /bytes/nowhere/total' },
      { line: 2, message: expect.stringMatching(/^\{\/bytes\/global\/files\}: .* is a list \(add \/length for its size\)/) },
    ]);
    expect(fillDiagram('xychart-beta', { data: 'examples/none.json' }).problems[0].message).toContain('does not exist');
  });

  it('fails the page check at the line of the page', () => {
    const source =
      '# Guide\n\n```mermaid caption="c" alt="a" data="examples/css-isolate/observed.json"\nxychart-beta\n  x-axis [a]\n  bar [{/bytes/none}]\n```\n';
    const [problem] = checkDiagrams(parsePage('/site/docs/en/guide.mdx', source));
    expect(problem).toMatchObject({ line: 6, message: expect.stringContaining('chart data: {/bytes/none}') });
  });
});
