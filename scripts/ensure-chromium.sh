#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests. On Debian (where apt-get is usable, as root or
# with sudo) that is the system's `chromium` (Lighthouse, the benchmark, screenshots) and its
# `chromium-headless-shell` (the Playwright tests, a third faster; support/chromium.ts), because
# Playwright cannot download its browser without internet access. Elsewhere: a system chromium if
# present, Playwright's own if already downloaded, Playwright's download otherwise.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 0
fi
if [ -f /etc/debian_version ] && ! grep -qi ubuntu /etc/os-release && command -v apt-get >/dev/null 2>&1 \
  && { [ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }; then
  sudo=''
  [ "$(id -u)" = 0 ] || sudo='sudo'
  install() {
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null 2>&1 \
      || { $sudo apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null; }
  }
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's chromium for the browser tests..."
    install chromium fonts-noto-cjk
  fi
  if [ ! -x /usr/bin/chromium-headless-shell ]; then
    echo "Installing Debian's chromium-headless-shell for the browser tests..."
    # Optional: without it the tests run in the full browser, only slower.
    install chromium-headless-shell || echo "chromium-headless-shell could not be installed; the browser tests use chromium."
  fi
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" >/dev/null; then
  exit 0
fi
npx playwright install chromium
