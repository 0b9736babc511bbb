// npm run build: Rspress renders the pages in Node and loads components/Counter from
// http://localhost:3220 while doing so, so the components site's build is served during the
// build (unless something already answers there) and stopped afterwards.
import { spawn, spawnSync } from 'node:child_process';

const MANIFEST = 'http://localhost:3220/mf-manifest.json';
const reachable = () => fetch(MANIFEST).then((response) => response.ok, () => false);

let preview;
if (!(await reachable())) {
  preview = spawn('npm', ['run', 'preview'], { cwd: '../components', stdio: 'ignore', detached: true });
  const deadline = Date.now() + 60_000;
  while (!(await reachable())) {
    if (Date.now() > deadline) throw new Error(`${MANIFEST} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const result = spawnSync('npx', ['rspress', 'build'], { stdio: 'inherit' });
if (preview) process.kill(-preview.pid);
process.exit(result.status ?? 1);
