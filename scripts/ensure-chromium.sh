#!/usr/bin/env bash
# Playwright cannot download browsers on these machines: use Debian's Chromium, installing it
# when missing (CI runs as root on a clean clone).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM; install Debian's 'chromium' package (needs root)." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
test -x "$CHROMIUM"
