/**
 * The line check of a diagram source. The renderer (beautiful-mermaid) reads a diagram line by line
 * and skips every line it does not understand, so a typo would publish a picture with a missing
 * arrow and no error. Here each line must have one of the forms the renderer reads for the
 * diagram's type; the first one that has none is reported with its line number in the source.
 */

export interface DiagramProblem {
  /** 1-based line in the diagram source. */
  line: number;
  message: string;
}

/** The line forms the renderer reads in a sequence diagram (its parser's patterns, in its order). */
const SEQUENCE_LINES: RegExp[] = [
  /^(participant|actor)\s+(\S+?)(?:\s+as\s+(.+))?$/,
  /^Note\s+(left of|right of|over)\s+([^:]+):\s*(.+)$/i,
  /^(loop|alt|opt|par|critical|break|rect)\s*(.*)$/,
  /^(else|and)\s*(.*)$/,
  /^end$/,
  /^(\S+?)\s*(--?>?>|--?[)x]|--?>>|--?>)\s*([+-]?)(\S+?)\s*:\s*(.+)$/,
];

interface DiagramType {
  header: RegExp;
  lines: RegExp[];
  example: string;
}

/** The diagram types the site draws, by the first line that names them. */
const TYPES: Record<string, DiagramType> = {
  sequenceDiagram: {
    header: /^sequenceDiagram$/,
    lines: SEQUENCE_LINES,
    example: 'participant A as Label, A->>B: message, Note over A,B: text, loop/alt/opt … end',
  },
};

/** The source's lines as the renderer reads them: trimmed, without blank lines and `%%` comments, with their numbers. */
function sourceLines(source: string): { text: string; line: number }[] {
  return source
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text.length > 0 && !text.startsWith('%%'));
}

export function validateDiagram(source: string): DiagramProblem[] {
  const [header, ...rest] = sourceLines(source);
  if (!header) return [{ line: 1, message: 'the diagram is empty' }];
  const type = Object.values(TYPES).find(({ header: pattern }) => pattern.test(header.text));
  if (!type) {
    return [{ line: header.line, message: `unknown diagram type "${header.text}" (the site draws: ${Object.keys(TYPES).join(', ')})` }];
  }
  const problems: DiagramProblem[] = [];
  let open = 0;
  for (const { text, line } of rest) {
    if (!type.lines.some((pattern) => pattern.test(text))) {
      problems.push({ line, message: `the renderer would skip this line: "${text}" (lines look like: ${type.example})` });
      continue;
    }
    if (/^(loop|alt|opt|par|critical|break|rect)\b/.test(text)) open++;
    else if (text === 'end') {
      if (open === 0) problems.push({ line, message: '"end" closes no loop, alt, opt, par, critical, break or rect block' });
      else open--;
    }
  }
  if (open > 0) problems.push({ line: rest.at(-1)?.line ?? header.line, message: `${open} block(s) not closed with "end"` });
  return problems;
}
