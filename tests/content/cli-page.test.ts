/**
 * The `mf` command line page documents the commands and options that the installed
 * `@module-federation/cli` defines. The program is built by the package's own `runCli` (the
 * function `bin/mf.js` calls) with commander's `parse` switched off, so no action runs; the
 * commands and options are then read the way `mf --help` lists them.
 *
 * On the page, a command is a `##` heading whose whole text is the command in code
 * (`` ## `mf dts` {#dts} ``), and an option is a table row under it whose first cell is the
 * flag in code exactly as commander defines it (`` `--root <root>` ``) and whose last cell is the
 * default: the value commander sets, in code and as `--help` prints it (`` `true` ``, `` `"dev"` ``),
 * or words that do not start with code when commander sets none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parsePage, tableRows } from '../reference/markdown';
import { DOCS_DIR, LANGS } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const PAGE = 'guide/basic/cli.mdx';
const BROKEN = path.join(ROOT, 'tests/fixtures/cli-page-broken/cli.mdx');
const rel = (file: string) => path.relative(ROOT, file);

interface CommanderOption {
  flags: string;
  defaultValue?: unknown;
}
interface CommanderCommand {
  name(): string;
  parent: CommanderCommand | null;
  commands: CommanderCommand[];
  parse(): CommanderCommand;
  createHelp(): {
    visibleCommands(command: CommanderCommand): CommanderCommand[];
    visibleOptions(command: CommanderCommand): CommanderOption[];
  };
}

/** A command as `mf --help` shows it: its full name and its options with their defaults. */
interface CliCommand {
  name: string;
  options: { flags: string; default?: string }[];
}

/** The commands of the installed CLI, built by its own `runCli` without running an action. */
function installedCommands(): CliCommand[] {
  const cliRequire = createRequire(path.join(ROOT, 'node_modules/@module-federation/cli/dist/cli.js'));
  // The same commander instance the package registers its commands on.
  const { program } = cliRequire('commander') as { program: CommanderCommand };
  if (!program.commands.some((command) => command.name() === 'dts')) {
    const parse = program.parse;
    program.parse = () => program;
    // runCli greets (console.log, then console.info through its logger) before it defines the commands.
    const quiet = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'info').mockImplementation(() => {})];
    try {
      (cliRequire('./index.js') as { runCli: () => void }).runCli();
    } finally {
      for (const spy of quiet) spy.mockRestore();
      program.parse = parse;
    }
  }
  const help = program.createHelp();
  const summary = (command: CommanderCommand, name: string): CliCommand => ({
    name,
    options: help.visibleOptions(command).map((option) => ({
      flags: option.flags,
      default: option.defaultValue === undefined ? undefined : JSON.stringify(option.defaultValue),
    })),
  });
  return [summary(program, 'mf'), ...help.visibleCommands(program).map((command) => summary(command, `mf ${command.name()}`))];
}

interface DocumentedCommand {
  name: string;
  line: number;
  options: { flags: string; default: string; line: number }[];
}

/** The commands a page documents, each with the option rows of its section. */
function documentedCommands(file: string): DocumentedCommand[] {
  const source = readFileSync(file, 'utf8');
  const page = parsePage(source, file);
  const sections = page.headings.filter((h) => h.depth === 2);
  const rows = tableRows(source, page);
  return sections
    .filter((heading) => heading.code && /^mf(?: [\w-]+)?$/.test(heading.code))
    .map((heading) => {
      const end = sections.find((s) => s.line > heading.line)?.line ?? Infinity;
      const options: DocumentedCommand['options'] = [];
      for (const { line, cells } of rows.filter((row) => row.line > heading.line && row.line < end)) {
        const flags = /^`(-[^`]+)`$/.exec(cells[0] ?? '')?.[1];
        if (flags) options.push({ flags, default: cells.at(-1) ?? '', line });
      }
      return { name: heading.code!, line: heading.line, options };
    });
}

/** Every difference between the installed commands and a page, as `file:line: message`. */
function differences(file: string, installed: CliCommand[]): string[] {
  const documented = documentedCommands(file);
  const problems: string[] = [];
  const at = (line: number) => `${rel(file)}:${line}`;
  for (const command of installed) {
    const section = documented.find((d) => d.name === command.name);
    if (!section) {
      problems.push(`${rel(file)}: no section for \`${command.name}\` (a heading ## \`${command.name}\`)`);
      continue;
    }
    for (const option of command.options) {
      const row = section.options.find((o) => o.flags === option.flags);
      if (!row) {
        problems.push(`${at(section.line)}: \`${command.name}\` does not document \`${option.flags}\``);
        continue;
      }
      if (option.default !== undefined && !row.default.startsWith(`\`${option.default}\``))
        problems.push(`${at(row.line)}: \`${option.flags}\` defaults to ${option.default}, the page says "${row.default}"`);
      if (option.default === undefined && row.default.startsWith('`'))
        problems.push(`${at(row.line)}: \`${option.flags}\` has no default in commander, the page gives "${row.default}"`);
    }
    for (const row of section.options)
      if (!command.options.some((o) => o.flags === row.flags))
        problems.push(`${at(row.line)}: \`${row.flags}\` is not an option of \`${command.name}\``);
  }
  for (const section of documented)
    if (!installed.some((c) => c.name === section.name))
      problems.push(`${at(section.line)}: \`${section.name}\` is not a command of the installed CLI`);
  return problems;
}

describe('the mf command line page', () => {
  const installed = installedCommands();

  it('reads the installed program: mf with dts and help', () => {
    expect(installed.map((c) => c.name)).toEqual(['mf', 'mf dts', 'mf help']);
    expect(installed.find((c) => c.name === 'mf dts')!.options.length).toBeGreaterThan(0);
  });

  it.each(LANGS)('documents every command and option of @module-federation/cli (%s)', (lang) => {
    expect(differences(path.join(DOCS_DIR, lang, PAGE), installed)).toEqual([]);
  });

  it('names the missing and the invented flag on a broken copy of the page', () => {
    const lines = readFileSync(BROKEN, 'utf8').split('\n');
    const heading = lines.findIndex((l) => l.startsWith('## `mf dts`')) + 1;
    const invented = lines.findIndex((l) => l.startsWith('| `--watch`')) + 1;
    expect(heading).toBeGreaterThan(0);
    expect(invented).toBeGreaterThan(heading);
    expect(differences(BROKEN, installed)).toEqual([
      `${rel(BROKEN)}:${heading}: \`mf dts\` does not document \`--output <output>\``,
      `${rel(BROKEN)}:${invented}: \`--watch\` is not an option of \`mf dts\``,
    ]);
  });
});
