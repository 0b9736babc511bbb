/**
 * MDX JSX nodes written by the site's Markdown plugins: attributes whose value is an expression
 * (`dangerouslySetInnerHTML={{ __html: html }}`), which MDX stores as an estree program.
 */

/** An object property `name: value`; a name that is no identifier (a custom property) is quoted. */
export const property = (name: string, value: object) => ({
  type: 'Property',
  key: /^[A-Za-z_$][\w$]*$/.test(name) ? { type: 'Identifier', name } : { type: 'Literal', value: name },
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** The object expression `{ name: value }` of one literal value. */
export const objectOf = (name: string, value: unknown) => ({
  type: 'ObjectExpression',
  properties: [property(name, { type: 'Literal', value })],
});

/** A JSX attribute whose value is the expression `expression` (an estree node). */
export const expressionAttribute = (name: string, expression: object) => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
  },
});

/** A JSX attribute with a string value. */
export const stringAttribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The attribute `dangerouslySetInnerHTML={{ __html: html }}`: markup React writes as it is, without an element per tag. */
export const innerHtml = (html: string) => expressionAttribute('dangerouslySetInnerHTML', objectOf('__html', html));
