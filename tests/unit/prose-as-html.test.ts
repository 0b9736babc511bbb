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

type Jsx = { type: string; name: string | null; attributes: { name: string; value: unknown }[]; children: RootContent[] };

/** `[name, ...attributes, html]` for an element whose content became one string, the node's type otherwise. */
function described(node: RootContent): string | string[] {
  if (node.type !== ('mdxJsxFlowElement' as string)) return node.type === 'element' ? `element ${node.tagName}` : node.type;
  const jsx = node as unknown as Jsx;
  const attribute = jsx.attributes.find(({ name }) => name === 'dangerouslySetInnerHTML');
  if (!attribute) return node.type;
  const html = attribute.value as {
    data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } };
  };
  const others = jsx.attributes
    .filter((attribute) => attribute.name !== 'dangerouslySetInnerHTML')
    .map(({ name, value }) => `${name}=${value}`);
  return [String(jsx.name), ...others, html.data.estree.body[0].expression.properties[0].value.value];
}

/** The page's top level after the step. */
function page(...children: RootContent[]) {
  const tree: Root = { type: 'root', children };
  rehypeProseAsHtml()(tree);
  return tree.children.map(described);
}

/** The children of a component holding `children`, after the step (each block keeps its own element there). */
function inComponent(...children: RootContent[]) {
  const component = { type: 'mdxJsxFlowElement', name: 'Steps', attributes: [], children } as unknown as RootContent;
  const tree: Root = { type: 'root', children: [component] };
  rehypeProseAsHtml()(tree);
  return (tree.children[0] as unknown as Jsx).children.map(described);
}

const component = { type: 'mdxJsxTextElement', name: 'Badge', attributes: [], children: [] } as unknown as Element;

describe('prose as HTML', () => {
  it('turns a paragraph with inline markup into one string, links drawn as the Link component draws them', () => {
    const paragraph = el('p', {}, [
      text('See '),
      el('a', { href: '/guide/start/glossary.html#runtime' }, [text('the runtime')]),
      text(' and '),
      el('a', { href: 'https://github.com/x' }, [el('code', {}, [text('a<b')])]),
    ]);
    expect(inComponent(paragraph)).toEqual([
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
    const anchor = '<a href="#setup" aria-hidden="true" class="rp-header-anchor rp-link" tabindex="-1">#</a>';
    expect(inComponent(heading)).toEqual([['h2', 'id=setup', `Setup${anchor}`]]);
    expect(page(heading)).toEqual([['div', 'className=mf-static', `<h2 id="setup" class="rp-toc-include">Setup${anchor}</h2>`]]);
  });

  it("draws a table in the framework's scroll box, and a column's alignment as a style, as React does", () => {
    const table = el('table', {}, [el('tbody', {}, [el('tr', {}, [el('td', { align: 'right' }, [text('1')])])])]);
    const rows = '<tbody><tr><td style="text-align:right">1</td></tr></tbody>';
    expect(inComponent(table)).toEqual([['table', rows]]);
    expect(page(table)).toEqual([
      ['div', 'className=mf-static', `<div class="rp-table-scroll-container rp-scrollbar"><table>${rows}</table></div>`],
    ]);
  });

  it('joins the blocks of the top level between two components into one string, the blank lines between them too', () => {
    const badge = { type: 'mdxJsxFlowElement', name: 'Badge', attributes: [], children: [] } as unknown as RootContent;
    expect(
      page(
        el('p', {}, [text('one')]),
        text('\n'),
        el('ul', {}, [el('li', {}, [el('strong', {}, [text('two')])])]),
        text('\n'),
        badge,
        text('\n'),
        el('hr', {}),
      ),
    ).toEqual([
      ['div', 'className=mf-static', '<p>one</p>\n<ul><li><strong>two</strong></li></ul>'],
      'text',
      'mdxJsxFlowElement',
      'text',
      ['div', 'className=mf-static', '<hr>'],
    ]);
  });

  it('leaves to React the title and any block holding a component', () => {
    expect(page(el('h1', {}, [text('Title'), el('code', {}, [text('x')])]), el('p', {}, [text('a '), component]))).toEqual([
      'element h1',
      'element p',
    ]);
    expect(inComponent(el('p', {}, [text('only text')]), el('p', {}, [text('a '), component]))).toEqual(['element p', 'element p']);
  });

  it('turns the blocks inside a list item that holds a component, not the list', () => {
    const item = el('li', {}, [el('p', {}, [el('code', {}, [text('x')])]), el('p', {}, [component])]);
    const tree: Root = { type: 'root', children: [el('ul', {}, [item])] };
    rehypeProseAsHtml()(tree);
    const list = tree.children[0] as Element;
    expect(list.type).toBe('element');
    const [paragraph, withComponent] = (list.children[0] as Element).children;
    expect(paragraph.type).toBe('mdxJsxFlowElement');
    expect(withComponent).toMatchObject({ type: 'element', tagName: 'p' });
  });
});
