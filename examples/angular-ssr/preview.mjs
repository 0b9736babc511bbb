// Starts the two SSR servers the way the page says: the remote first, then the shell, each with
// the Native Federation preload (`npm run serve:ssr:<project>`). The preload registers remotes
// only when the process starts, so the shell waits until mfe1 (4221) answers.
import { spawn } from 'node:child_process';

const start = (project) => spawn('npm', ['run', `serve:ssr:${project}`], { cwd: import.meta.dirname, stdio: 'inherit' });

const children = [start('mfe1')];
for (let answered = false; !answered; ) {
  answered = await fetch('http://localhost:4221/remoteEntry.json').then((response) => response.ok, () => false);
  if (!answered) await new Promise((resolve) => setTimeout(resolve, 300));
}
children.push(start('shell'));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
