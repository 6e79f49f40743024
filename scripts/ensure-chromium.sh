#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests: CHROME_PATH, /usr/bin/chromium,
# or (Debian, as root) installs Debian's package. npm cannot download browsers here.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found: set CHROME_PATH to a Chromium/Chrome binary (or install Debian's 'chromium')." >&2
exit 1
