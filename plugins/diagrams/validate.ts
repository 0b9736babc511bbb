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

/** A message between two participants: `A->>B: text`. */
const SEQUENCE_MESSAGE = /^(\S+?)\s*(--?>?>|--?[)x]|--?>>|--?>)\s*([+-]?)(\S+?)\s*:\s*(.+)$/;

/** The line forms the renderer reads in a sequence diagram (its parser's patterns, in its order). */
const SEQUENCE_LINES: RegExp[] = [
  /^(participant|actor)\s+(\S+?)(?:\s+as\s+(.+))?$/,
  /^Note\s+(left of|right of|over)\s+([^:]+):\s*(.+)$/i,
  /^(loop|alt|opt|par|critical|break|rect)\s*(.*)$/,
  /^(else|and)\s*(.*)$/,
  /^end$/,
  SEQUENCE_MESSAGE,
];

/** A node of a flowchart as the renderer reads it: `id`, or `id` with a shape around its label, optionally `:::class`. */
const FLOW_NODE =
  /^[\w-]+(?:\(\(\(.+?\)\)\)|\(\[.+?\]\)|\(\(.+?\)\)|\[\[.+?\]\]|\[\(.+?\)\]|\[\/.+?\\\]|\[\\.+?\/\]|>.+?\]|\{\{.+?\}\}|\[.+?\]|\(.+?\)|\{.+?\})?(?::::[\w][\w-]*)?/;
const FLOW_ARROW = /^(<)?(-->|-.->|==>|---|-\.-|===)(?:\|([^|]*)\|)?/;
const FLOW_TEXT_ARROW = /^(<)?(--|-\.|==)\s+(.+?)\s+(-->|---|\.->|-\.-|==>|===)/;

/** Whether a flowchart line is nodes joined by arrows that the renderer reads to its end (it drops whatever follows). */
function isFlowEdgeLine(line: string): boolean {
  let rest = line;
  const group = (): boolean => {
    const node = FLOW_NODE.exec(rest);
    if (!node) return false;
    rest = rest.slice(node[0].length).trim();
    while (rest.startsWith('&')) {
      rest = rest.slice(1).trim();
      const next = FLOW_NODE.exec(rest);
      if (!next) return false;
      rest = rest.slice(next[0].length).trim();
    }
    return true;
  };
  if (!group()) return false;
  while (rest.length > 0) {
    const arrow = FLOW_ARROW.exec(rest) ?? FLOW_TEXT_ARROW.exec(rest);
    if (!arrow) return false;
    rest = rest.slice(arrow[0].length).trim();
    if (!group()) return false;
  }
  return true;
}

const FLOWCHART_LINES: LineForm[] = [
  /^classDef\s+(\w+)\s+(.+)$/,
  /^class\s+([\w,-]+)\s+(\w+)$/,
  /^style\s+([\w,-]+)\s+(.+)$/,
  /^linkStyle\s+(default|[\d,\s]+)\s+(.+)$/,
  /^direction\s+(TD|TB|LR|BT|RL)\s*$/i,
  /^subgraph\s+(.+)$/,
  /^end$/,
  isFlowEdgeLine,
];

const STATE_LINES: LineForm[] = [
  /^direction\s+(TD|TB|LR|BT|RL)\s*$/i,
  /^linkStyle\s+(default|[\d,\s]+)\s+(.+)$/,
  /^state\s+(?:"([^"]+)"\s+as\s+)?([\w\p{L}]+)\s*\{$/u,
  /^\}$/,
  /^state\s+"([^"]+)"\s+as\s+([\w\p{L}]+)\s*$/u,
  /^(\[\*\]|[\w\p{L}-]+)\s*(-->)\s*(\[\*\]|[\w\p{L}-]+)(?:\s*:\s*(.+))?$/u,
  /^([\w\p{L}-]+)\s*:\s*(.+)$/u,
];

const XYCHART_LINES: LineForm[] = [
  /^title\s+"([^"]+)"$/,
  /^x-axis\s+(?:"([^"]*)"\s*)?\[([^\]]+)\]$/,
  /^x-axis\s+(?:"([^"]*)"\s+)?(-?\d+(?:\.\d+)?)\s*-->\s*(-?\d+(?:\.\d+)?)$/,
  /^y-axis\s+(?:"([^"]*)"\s+)?(-?\d+(?:\.\d+)?)\s*-->\s*(-?\d+(?:\.\d+)?)$/,
  /^y-axis\s+"([^"]+)"\s*$/,
  /^(bar|line)\s+\[\s*-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)*\s*\]$/,
];

/** A pattern a whole line matches, or a function that reads it. */
type LineForm = RegExp | ((line: string) => boolean);

const matches = (form: LineForm, line: string) => (typeof form === 'function' ? form(line) : form.test(line));

interface DiagramType {
  header: RegExp;
  lines: LineForm[];
  example: string;
  /** The lines that open and close a block, for the balance check. */
  block?: { opens: RegExp; closes: string };
  /** Why a line the renderer reads is not drawn where it stands, given the lines before it. */
  undrawn?: (text: string, earlier: string[]) => string | undefined;
}

/** The diagram types the site draws, by the first line that names them. */
const TYPES: Record<string, DiagramType> = {
  sequenceDiagram: {
    header: /^sequenceDiagram$/,
    lines: SEQUENCE_LINES,
    example: 'participant A as Label, A->>B: message, Note over A,B: text, loop/alt/opt … end',
    block: { opens: /^(loop|alt|opt|par|critical|break|rect)\b/, closes: 'end' },
    // The renderer places a note after the message before it, so it draws none before the first message.
    undrawn: (text, earlier) =>
      /^Note\b/i.test(text) && !earlier.some((line) => SEQUENCE_MESSAGE.test(line))
        ? 'a note before the first message is not drawn: put it after a message'
        : undefined,
  },
  flowchart: {
    header: /^(?:graph|flowchart)\s+(TD|TB|LR|BT|RL)\s*$/i,
    lines: FLOWCHART_LINES,
    example: 'A[Label] --> B, A -->|label| B, A -- label --> B, A & B --> C, subgraph Title … end',
    block: { opens: /^subgraph\b/, closes: 'end' },
  },
  'stateDiagram-v2': {
    header: /^stateDiagram(-v2)?\s*$/i,
    lines: STATE_LINES,
    example: '[*] --> Closed, Closed --> Open: label, state "Label" as Id, state Id { … }',
    block: { opens: /\{$/, closes: '}' },
  },
  'xychart-beta': {
    header: /^xychart(-beta)?\b/i,
    lines: XYCHART_LINES,
    example: 'title "Title", x-axis [a, b], y-axis "Unit" 0 --> 100, bar [1, 2]',
    undrawn: (text, earlier) => {
      // The renderer splits the categories at commas and keeps quotes as part of the label.
      if (/^x-axis\b.*\[[^\]]*"/.test(text)) return 'a category is drawn with its quotes: write x-axis [a, b] without them';
      // With two series it draws a legend "Bar 1", "Bar 2", which no reader can tell apart and no language but English reads.
      if (/^(bar|line)\b/.test(text) && earlier.some((line) => /^(bar|line)\b/.test(line)))
        return 'a chart draws one series: the renderer labels a second one "Bar 2" in English, with no name of yours';
      return undefined;
    },
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
  const { block, undrawn } = type;
  let open = 0;
  rest.forEach(({ text, line }, index) => {
    if (!type.lines.some((form) => matches(form, text))) {
      problems.push({ line, message: `the renderer would skip this line: "${text}" (lines look like: ${type.example})` });
      return;
    }
    const notDrawn = undrawn?.(
      text,
      rest.slice(0, index).map((earlier) => earlier.text),
    );
    if (notDrawn) problems.push({ line, message: notDrawn });
    if (!block) return;
    if (block.opens.test(text)) open++;
    else if (text === block.closes) {
      if (open === 0) problems.push({ line, message: `"${block.closes}" closes no block` });
      else open--;
    }
  });
  if (block && open > 0)
    problems.push({ line: rest.at(-1)?.line ?? header.line, message: `${open} block(s) not closed with "${block.closes}"` });
  return problems;
}
