// TYPE-001 provoked with the real @module-federation/dts-plugin: a remote whose exposed file does not
// type-check makes the plugin's type generation throw the message the troubleshooting page quotes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateTypes } from '@module-federation/dts-plugin/core';
import { getShortErrorMsg, TYPE_001, typeDescMap } from '@module-federation/error-codes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../reference/packages';
import { reproducedMarker, reproducedProblems } from '../reference/troubleshooting';
import { LANGS } from '../routes';

/** What the package prints for TYPE-001 without args: the first line, then the docs line. */
const [expectedFirst, expectedDocs] = getShortErrorMsg(TYPE_001, typeDescMap).split('\n');

/** The remote of the reproduction, as a user writes it in the Module Federation plugin options. */
const remoteConfig = { name: 'catalog', exposes: { './Button': './src/Button.ts' } };

/**
 * A remote project in `dir`: a tsconfig.json and an exposed file with a type error. The plugin
 * resolves `typescript/package.json` from the remote's `context` (then from process.cwd(), which is
 * this project too while it runs), so the project gets a link to the TypeScript installed here.
 */
function createRemoteProject(dir: string): string {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules/typescript'), path.join(dir, 'node_modules/typescript'), 'junction');
  const tsconfig = {
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true },
    include: ['src'],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  writeFileSync(path.join(dir, 'src/Button.ts'), "export const label: number = 'ten';\n");
  return dir;
}

interface Outcome {
  /** The message of the error generateTypes rejected with; undefined when it resolved. */
  message?: string;
  /** Everything the plugin printed through console, one entry per call. */
  printed: string[];
}

/**
 * Runs the plugin's type generation for the remote in `project`, with process.cwd() in the project:
 * the node logAndReport of @module-federation/error-codes writes `.mf/diagnostics/latest.json`
 * under process.cwd(), which must not be the repository.
 */
async function generateRemoteTypes(project: string, abortOnError: boolean, displayErrorInTerminal = false): Promise<Outcome> {
  const printed: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    }),
  );
  const previousCwd = process.cwd();
  process.chdir(project);
  try {
    await generateTypes({
      remote: { moduleFederationConfig: remoteConfig, context: project, abortOnError },
      displayErrorInTerminal,
    });
    return { printed };
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error), printed };
  } finally {
    process.chdir(previousCwd);
    for (const spy of spies) spy.mockRestore();
  }
}

/** `args: {"cmd":"…"}` → the command, split into the executable and its arguments. */
function commandOf(message: string): string[] {
  const argsLine = message.split('\n').find((line) => line.startsWith('args: '));
  if (!argsLine) throw new Error(`no args line in:\n${message}`);
  const { cmd } = JSON.parse(argsLine.slice('args: '.length)) as { cmd: string };
  // The plugin quotes an argument with spaces or quotes as JSON (formatCommandForDisplay).
  return (cmd.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? []).map((token) => (token.startsWith('"') ? (JSON.parse(token) as string) : token));
}

let tmp = '';
let failing = '';
let swallowed = '';
let aborted: Outcome = { printed: [] };
const repoDiagnostics = path.join(ROOT, '.mf');
const repoHadDiagnostics = existsSync(repoDiagnostics);

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'mf-type-001-'));
  failing = createRemoteProject(path.join(tmp, 'abort'));
  swallowed = createRemoteProject(path.join(tmp, 'no-abort'));
  aborted = await generateRemoteTypes(failing, true);
}, 30_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe(`TYPE-001 reproduced with the real @module-federation/dts-plugin`, () => {
  it('generateTypes rejects with the TYPE-001 message of @module-federation/error-codes', () => {
    expect(aborted.message, 'generateTypes resolved: the type error did not make it throw').toBeDefined();
    const lines = aborted.message!.split('\n');
    expect(aborted.message!.startsWith(`${typeDescMap[TYPE_001]} #TYPE-001`)).toBe(true);
    expect(lines[0]).toBe(expectedFirst);
    expect(lines).toContain(expectedDocs);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^args: \{"cmd":".*"\}$/);
  });

  it('the args line names the tsc command the plugin ran, with --project and its temporary tsconfig', () => {
    const command = commandOf(aborted.message!);
    expect(command.join(' ')).toContain('--project');
    expect(command[0]).toBe(process.execPath);
    expect(path.basename(command[1])).toBe('tsc');
    const project = command[command.indexOf('--project') + 1];
    expect(path.dirname(project)).toBe(path.join(failing, 'node_modules/.federation'));
    expect(path.basename(project)).toMatch(/^tsconfig\.[0-9a-f]{32}\.json$/);
  });

  it('the command reproduces the TypeScript error, which the message itself does not quote', () => {
    const [executable, ...args] = commandOf(aborted.message!);
    const run = spawnSync(executable, args, { cwd: failing, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("src/Button.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(aborted.message).not.toContain('TS2322');
  });

  it('the plugin prints nothing of its own when it throws', () => {
    expect(aborted.printed.filter((line) => line.includes('TYPE-001'))).toEqual([]);
  });

  it('the diagnostics file lands under process.cwd() (the remote project), never in the repository', () => {
    const file = path.join(failing, '.mf/diagnostics/latest.json');
    expect(existsSync(file)).toBe(true);
    const diagnostics = JSON.parse(readFileSync(file, 'utf8')) as {
      latestErrorEvent: { code: string; message: string; args: { cmd: string }; timestamp: number };
    };
    expect(Object.keys(diagnostics)).toEqual(['latestErrorEvent']);
    expect(Object.keys(diagnostics.latestErrorEvent).sort()).toEqual(['args', 'code', 'message', 'timestamp']);
    expect(diagnostics.latestErrorEvent.code).toBe(TYPE_001);
    expect(diagnostics.latestErrorEvent.message).toBe(aborted.message);
    expect(existsSync(repoDiagnostics)).toBe(repoHadDiagnostics);
  });

  it('with abortOnError: false the error is swallowed: generateTypes resolves, printing it only with displayErrorInTerminal', async () => {
    const quiet = await generateRemoteTypes(swallowed, false);
    expect(quiet.message).toBeUndefined();
    expect(quiet.printed.filter((line) => line.includes('#TYPE-001'))).toEqual([]);
    // logAndReport ran all the same.
    expect(existsSync(path.join(swallowed, '.mf/diagnostics/latest.json'))).toBe(true);

    const shown = await generateRemoteTypes(swallowed, false, true);
    expect(shown.message).toBeUndefined();
    expect(shown.printed.find((line) => line.includes('#TYPE-001'))).toContain(expectedFirst);
  }, 30_000);
});

describe('the troubleshooting pages quote the reproduced TYPE-001 message', () => {
  for (const lang of LANGS) {
    it(`${lang}: the #type-001 section quotes the first and docs lines and says it was reproduced`, () => {
      expect(reproducedProblems(lang, 'TYPE-001', aborted.message ?? '', reproducedMarker(lang, 'dts-plugin'))).toEqual([]);
    });
  }
});
