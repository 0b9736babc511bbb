/** The printed report (one table per section: ours, stock, ratio, budget, met?, and the lists under it) and the JSON result. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, type Budget } from './budgets';
import type { Figure, Measurements, SectionName, Unit } from './figures';
import { PAGES } from './pages';

export interface BudgetCheck {
  text: string;
  /** The figure's label, to name it in the list of missed budgets. */
  label: string;
  /** What was measured when the budget was found out of reach (budgets.ts). */
  whyMissed?: string;
  /** Undefined when a figure it needs was not measured. */
  met?: boolean;
}

export interface Row extends Figure {
  ratio?: number;
  budgets: BudgetCheck[];
}

const TITLES: Record<SectionName, string> = {
  build: 'Build (rspress build, wall time)',
  pages: 'Pages (first visit in Chromium; "before load" = requests before the load event)',
  search: 'Search (a spread of 10 reader queries per language, in each site’s own dialog)',
  lighthouse: 'Lighthouse (mobile preset, performance only, median of 3 runs)',
  trace: 'Real trace (Chromium, 4× CPU, Slow 4G, phone viewport, median of 5 loads)',
  dev: 'Dev server (rspress dev)',
};

export function format(value: number | undefined, unit: Unit): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  switch (unit) {
    case 'bytes':
      return value >= 10 * 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(0)} MB` : `${(value / 1024).toFixed(1)} KB`;
    case 'ms':
      // Milliseconds up to 10 s, so a figure near a budget such as 1000 ms shows on which side it is.
      return value >= 10_000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 100 ? 1 : 0)} ms`;
    case 'count':
    case 'score':
      return String(Math.round(value));
    case 'number':
      return value.toFixed(3);
    case 'percent':
      return `${Math.round(value * 100)} %`;
  }
}

/** A budget's round number without the measured figures' decimals: `130 KB`, not `130.0 KB`. */
const limit = (value: number, unit: Unit) => format(value, unit).replace(/\.0+(?= )/, '');

function check(figure: Figure, { bound, whyMissed }: Budget): BudgetCheck {
  const { ours, stock } = figure;
  const named = { label: figure.label, whyMissed };
  switch (bound.kind) {
    case 'atMost':
      return { ...named, text: `≤ ${limit(bound.value, figure.unit)}`, met: ours === undefined ? undefined : ours <= bound.value };
    case 'atLeast':
      return { ...named, text: `≥ ${limit(bound.value, figure.unit)}`, met: ours === undefined ? undefined : ours >= bound.value };
    case 'ratioAtMost':
      return { ...named, text: `≤ ${bound.value}× stock`, met: ours === undefined || !stock ? undefined : ours / stock <= bound.value };
  }
}

export function toRows(figures: Figure[]): Row[] {
  return figures.map((figure) => ({
    ...figure,
    ratio: figure.ours !== undefined && figure.stock ? figure.ours / figure.stock : undefined,
    budgets: BUDGETS.filter((budget) => budget.figure === figure.id).map((budget) => check(figure, budget)),
  }));
}

function metCell(budgets: BudgetCheck[]): string {
  if (budgets.length === 0) return '';
  if (budgets.some((b) => b.met === false)) return 'NO';
  return budgets.every((b) => b.met) ? 'yes' : '?';
}

function printTable(title: string, rows: Row[]) {
  const head = ['', 'ours', 'stock', 'ours/stock', 'budget', 'met?'];
  const cells = rows.map((row) => [
    row.label,
    format(row.ours, row.unit),
    format(row.stock, row.unit),
    row.ratio === undefined ? '–' : `${row.ratio.toFixed(2)}×`,
    row.budgets.map((b) => b.text).join(', '),
    metCell(row.budgets),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((line) => line[i].length)));
  // Text left, figures right.
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === 0 || i >= 4 ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n## ${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${cells.map(line).join('\n')}`);
}

/** The lists a table cannot hold: files loaded after `load`, the runs behind each median. */
function printDetails(section: SectionName, measured: Measurements) {
  if (section === 'pages' && measured.pages) {
    console.log('\nRequested after load (through network idle + 3 s):');
    for (const { key, label } of PAGES) {
      for (const [site, weights] of Object.entries(measured.pages)) {
        const late = weights[key].afterLoad.map((r) => `${r.file} (${r.type}, ${format(r.bytes, 'bytes')})`);
        console.log(`  ${label}, ${site}: ${late.join('; ') || 'nothing'}`);
      }
    }
  }
  if (section === 'lighthouse' && measured.lighthouse) {
    const runs = Object.entries(measured.lighthouse).flatMap(([site, byPage]) =>
      PAGES.map(({ key }) => `${site} ${key} ${byPage[key].scores.join('/')}`),
    );
    console.log(`\nScores of the single runs: ${runs.join(', ')}`);
  }
  if (section === 'dev' && measured.dev) {
    const runs = Object.entries(measured.dev).map(([site, d]) => `${site} ${d.editRuns.map((ms) => format(ms, 'ms')).join(', ')}`);
    console.log(`\nEach edit until visible: ${runs.join('; ')}`);
    const starts = Object.entries(measured.dev).map(
      ([site, d]) =>
        `${site} cold ${d.coldRuns.map((ms) => format(ms, 'ms')).join(', ')}, warm ${d.warmRuns.map((ms) => format(ms, 'ms')).join(', ')}`,
    );
    console.log(`Each start until ready: ${starts.join('; ')}`);
  }
}

export function printReport(rowsBySection: Partial<Record<SectionName, Row[]>>, measured: Measurements) {
  for (const [section, rows] of Object.entries(rowsBySection) as [SectionName, Row[] | undefined][]) {
    if (!rows) continue;
    printTable(TITLES[section], rows);
    printDetails(section, measured);
  }
  const checks = Object.values(rowsBySection).flatMap((rows) => rows?.flatMap((row) => row.budgets) ?? []);
  const missed = checks.filter((b) => b.met === false).length;
  console.log(
    `\nBudgets: ${checks.filter((b) => b.met).length} met, ${missed} missed, ${checks.filter((b) => b.met === undefined).length} not measured.`,
  );
  for (const b of checks.filter((check) => check.met === false))
    console.log(`  missed: ${b.label} ${b.text}${b.whyMissed ? `: ${b.whyMissed}` : ''}`);
}

export function writeResult(file: string, result: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
