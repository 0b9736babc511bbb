/**
 * Prose as HTML strings (plugins/proseAsHtml.ts): which blocks become one string, and that the
 * string is the markup the framework's components would have drawn.
 */
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeProseAsHtml } from '../../plugins/proseAsHtml';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The blocks of `children` after the step: `[name, html]` for a string, the node's type otherwise. */
function run(...children: RootContent[]) {
  const tree: Root = { type: 'root', children };
  rehypeProseAsHtml()(tree);
  return tree.children.map((node) => {
    if (node.type !== ('mdxJsxFlowElement' as string)) return node.type === 'element' ? `element ${node.tagName}` : node.type;
    const jsx = node as unknown as { name: string; attributes: { name: string; value: unknown }[] };
    const html = jsx.attributes.find((attribute) => attribute.name === 'dangerouslySetInnerHTML')!.value as {
      data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } };
    };
    const others = jsx.attributes
      .filter((attribute) => attribute.name !== 'dangerouslySetInnerHTML')
      .map(({ name, value }) => `${name}=${value}`);
    return [jsx.name, ...others, html.data.estree.body[0].expression.properties[0].value.value];
  });
}

describe('prose as HTML', () => {
  it('turns a paragraph with inline markup into one string, links drawn as the Link component draws them', () => {
    const paragraph = el('p', {}, [
      text('See '),
      el('a', { href: '/guide/start/glossary.html#runtime' }, [text('the runtime')]),
      text(' and '),
      el('a', { href: 'https://github.com/x' }, [el('code', {}, [text('a<b')])]),
    ]);
    expect(run(paragraph)).toEqual([
      [
        'p',
        'See <a href="/guide/start/glossary#runtime" class="rp-link">the runtime</a> and <a href="https://github.com/x" class="rp-link" target="_blank" rel="noopener noreferrer"><code>a&lt;b</code></a>',
      ],
    ]);
  });

  it("keeps a heading's id and outline class, and takes its # anchor out of the Tab order", () => {
    const heading = el('h2', { id: 'setup' }, [
      text('Setup'),
      el('a', { class: 'rp-header-anchor', href: '#setup', ariaHidden: 'true' }, [text('#')]),
    ]);
    expect(run(heading)).toEqual([
      ['h2', 'id=setup', 'Setup<a href="#setup" aria-hidden="true" class="rp-header-anchor rp-link" tabindex="-1">#</a>'],
    ]);
  });

  it("draws a table column's alignment as a style, as React does", () => {
    const table = el('table', {}, [el('tbody', {}, [el('tr', {}, [el('td', { align: 'right' }, [text('1')])])])]);
    expect(run(table)).toEqual([['table', '<tbody><tr><td style="text-align:right">1</td></tr></tbody>']]);
  });

  it('leaves to React the title, code blocks, plain text and any block holding a component', () => {
    const component = { type: 'mdxJsxTextElement', name: 'Badge', attributes: [], children: [] } as unknown as Element;
    expect(
      run(
        el('h1', {}, [text('Title'), el('code', {}, [text('x')])]),
        el('pre', {}, [el('code', {}, [text('code')])]),
        el('p', {}, [text('only text')]),
        el('p', {}, [text('a '), component]),
      ),
    ).toEqual(['element h1', 'element pre', 'element p', 'element p']);
  });

  it('turns the blocks inside a list item that holds a code block, not the list', () => {
    const item = el('li', {}, [el('p', {}, [el('code', {}, [text('x')])]), el('pre', {}, [el('code', {}, [text('y')])])]);
    const tree: Root = { type: 'root', children: [el('ul', {}, [item])] };
    rehypeProseAsHtml()(tree);
    const list = tree.children[0] as Element;
    expect(list.type).toBe('element');
    const [paragraph, code] = (list.children[0] as Element).children;
    expect(paragraph.type).toBe('mdxJsxFlowElement');
    expect(code).toMatchObject({ type: 'element', tagName: 'pre' });
  });
});
