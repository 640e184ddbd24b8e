#!/usr/bin/env bash
# Playwright cannot download browsers on these machines: use Debian's Chromium, installing it
# when missing (CI runs as root on a clean clone). The tests run in Debian's
# chromium-headless-shell, the same Chromium built for headless use only (Playwright's own
# default for headless runs): each page load costs it about half the CPU of the full browser,
# and the e2e run is bound by CPU. Headed runs (--headed, --ui) use the full browser.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x "$HEADLESS_SHELL" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing ${missing[*]}: install Debian's package(s) ${missing[*]} (needs root)." >&2
  # The headless shell only saves time: without it the tests use the full browser.
  [ -x "$CHROMIUM" ] && exit 0
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
test -x "$CHROMIUM"
