#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests: a system one if present, Playwright's own
# if already downloaded, Debian's package where apt-get is usable (Playwright cannot download
# its browser without internet access), and Playwright's download otherwise.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" >/dev/null; then
  exit 0
fi
# Ubuntu's chromium package is a snap wrapper, so only Debian itself uses apt-get here.
if [ -f /etc/debian_version ] && ! grep -qi ubuntu /etc/os-release && command -v apt-get >/dev/null 2>&1; then
  sudo=''
  [ "$(id -u)" = 0 ] || sudo='sudo'
  echo "Installing Debian's chromium for the browser tests..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
else
  npx playwright install chromium
fi
