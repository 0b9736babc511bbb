#!/usr/bin/env bash
# Installs exactly what package-lock.json lists (`npm ci`) when node_modules is missing or older
# than the lock file (a fresh clone, or a pull that changed the dependencies); otherwise does
# nothing, so `npm start`, `npm test` and `npm run check` start at once on an installed clone.
# npm writes node_modules/.package-lock.json at the end of every install.
set -euo pipefail
cd "$(dirname "$0")/.."
installed=node_modules/.package-lock.json
if [ ! -f "$installed" ] || [ package-lock.json -nt "$installed" ]; then
  npm ci --no-audit --no-fund
fi
