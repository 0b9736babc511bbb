// Compares the field key paths of the fresh build's mf-manifest.json and mf-stats.json with the
// copies in generated/, which the pages guide/advanced/manifest-fields and stats-fields document.
// `node fields.mjs --write` copies the fresh files over the fixtures instead.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { difference, unionKeyPaths } from './key-paths.mjs';

const root = import.meta.dirname;
const apps = ['remote', 'host'];
const files = ['mf-manifest.json', 'mf-stats.json'];
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (process.argv.includes('--write')) {
  for (const app of apps) {
    mkdirSync(path.join(root, 'generated', app), { recursive: true });
    for (const file of files) {
      // The bundler writes no final newline; the pages show these files, so end them with one.
      const text = readFileSync(path.join(root, app, 'dist', file), 'utf8').replace(/\n?$/, '\n');
      writeFileSync(path.join(root, 'generated', app, file), text);
      console.log(`wrote generated/${app}/${file}`);
    }
  }
  process.exit(0);
}

let failed = false;
for (const file of files) {
  const fresh = unionKeyPaths(apps.map((app) => read(path.join(root, app, 'dist', file))));
  const committed = unionKeyPaths(apps.map((app) => read(path.join(root, 'generated', app, file))));
  const { added, missing } = difference(fresh, committed);
  console.log(`${file}: ${fresh.length} fields in the fresh build, ${committed.length} in generated/`);
  for (const field of added) console.log(`  + ${field} (new in the build, not in generated/)`);
  for (const field of missing) console.log(`  - ${field} (in generated/, gone from the build)`);
  if (added.length > 0 || missing.length > 0) failed = true;
}
if (failed) console.log('The fields changed: run `node fields.mjs --write`, then update both pages.');
process.exit(failed ? 1 : 0);
