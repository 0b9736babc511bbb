// The fallback of dynamic-remotes.mdx: a second consumer server, started with PROVIDER_ORIGIN
// pointing at a port where nothing listens, must render the remote-fallback plugin's text in its
// server HTML and log the plugin's message. Exits non-zero when either is missing.
import { spawn } from 'node:child_process';

const PORT = 3302;
const ORIGIN = 'http://localhost:3399';
const server = spawn('node_modules/.bin/next', ['start', '-p', String(PORT)], {
  cwd: 'consumer',
  env: { ...process.env, NEXT_PRIVATE_LOCAL_WEBPACK: 'true', PROVIDER_ORIGIN: ORIGIN },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));

const problems = [];
try {
  let html;
  for (const deadline = Date.now() + 90_000; !html && Date.now() < deadline; ) {
    html = await fetch(`http://localhost:${PORT}/dynamic`)
      .then((r) => r.text())
      .catch(() => new Promise((resolve) => setTimeout(resolve, 500)));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const text = (html ?? '').replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const expected of [`Provider: ${ORIGIN}`, 'This part of the page is not available right now.']) {
    console.log(`    server HTML ${text.includes(expected) ? 'has' : 'LACKS'} "${expected}"`);
    if (!text.includes(expected)) problems.push(`server HTML lacks "${expected}"`);
  }
  const logged = '[federation] provider/Button failed to load';
  console.log(`    server log ${output.includes(logged) ? 'has' : 'LACKS'} "${logged}"`);
  if (!output.includes(logged)) problems.push(`the consumer's server did not log "${logged}":\n${output}`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
