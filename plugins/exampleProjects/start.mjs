// node start.mjs: installs, builds and serves every app of this project, in the order of
// example.json (remotes first), then prints the addresses to open. Ctrl+C stops the servers.
// Needs only Node.js and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
const example = JSON.parse(readFileSync(path.join(ROOT, 'example.json'), 'utf8'));
const windows = process.platform === 'win32';

/** The lowest version of a range written as `^X.Y.Z` or `>=X.Y.Z` (what example.json uses), and whether the major must match. */
function checkNode(range) {
  const match = /^(\^|>=)(\d+)\.(\d+)\.(\d+)$/.exec(range ?? '');
  if (!match) return;
  const want = match.slice(2).map(Number);
  const have = process.versions.node.split('.').map(Number);
  const sameMajor = have[0] === want[0];
  const atLeast = have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];
  if (!atLeast || (match[1] === '^' && !sameMajor)) {
    console.error(`This project needs Node.js ${range}; this is ${process.version}. Switch Node (nvm, fnm, volta) and run it again.`);
    process.exit(1);
  }
}

function run(dir, args) {
  console.log(`\n$ cd ${dir} && npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: path.join(ROOT, dir), stdio: 'inherit', shell: windows });
  if (result.status !== 0) {
    console.error(`\n"npm ${args.join(' ')}" failed in ${dir}/ (exit ${result.status}).`);
    process.exit(1);
  }
}

const servers = [];
function serve(app) {
  const server = spawn('npm', ['run', 'preview'], { cwd: path.join(ROOT, app.dir), stdio: 'inherit', shell: windows, detached: !windows });
  servers.push(server);
  return server;
}
function stop() {
  for (const server of servers) {
    try {
      if (windows) spawnSync('taskkill', ['/pid', String(server.pid), '/T', '/F']);
      else process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stop();
  process.exit(143);
});

async function waitForPort(port, server) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server of port ${port} stopped (exit ${server.exitCode})`);
    try {
      await fetch(`http://localhost:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered on port ${port} within 2 minutes`);
}

checkNode(example.node);
// Every app is built before any is served, as the pages' figures were measured: a host built
// while its remote is served differs by a few bytes (its build reads the remote). Apps that must
// build against the ones before them set serveWhileBuilding (a Next.js host loads its remotes
// while it builds).
const started = new Map();
try {
  for (const app of example.apps) {
    const dir = app.dir;
    if (!existsSync(path.join(ROOT, dir, 'node_modules')))
      run(dir, existsSync(path.join(ROOT, dir, 'package-lock.json')) ? ['ci'] : ['install']);
    run(dir, ['run', 'build']);
    // Apps that build against the ones before them (a Next.js host loads its remotes while it builds).
    if (example.serveWhileBuilding) {
      started.set(app, serve(app));
      await waitForPort(app.port, started.get(app));
    }
  }
  for (const app of example.apps) if (!started.has(app)) started.set(app, serve(app));
  for (const app of example.apps) await waitForPort(app.port, started.get(app));
} catch (error) {
  console.error(`\n${error.message}`);
  stop();
  process.exit(1);
}

console.log('\nRunning:');
for (const app of example.apps) console.log(`  ${app.dir === '.' ? path.basename(ROOT) : app.dir}  http://localhost:${app.port}/`);
for (const check of example.checks ?? []) {
  const then = check.click
    ? `; press "${check.click}" and you see "${check.after}"`
    : check.clickLink
      ? `; follow "${check.clickLink}" and you see "${check.after}"`
      : '';
  console.log(`Open ${check.url}: you see ${check.expect.map((text) => `"${text}"`).join(', ')}${then}.`);
}
if (example.scripts?.length) console.log(`The checks of the page: ${example.scripts.map((s) => `node ${s}`).join(', ')} (see README.md).`);
console.log('Press Ctrl+C to stop.');
