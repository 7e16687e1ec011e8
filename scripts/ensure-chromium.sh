#!/usr/bin/env bash
# Playwright cannot download its own browser here; the end-to-end tests drive Debian's Chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "[e2e] Chromium is not installed at $CHROMIUM; installing Debian's chromium package with apt…"
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "[e2e] Cannot install Chromium: not root and no sudo. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "[e2e] Cannot install Chromium: apt-get is not available. Install Chromium and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null; }; then
  echo "[e2e] Cannot install Chromium with apt-get (no network to Debian's mirrors?). Install it and rerun, or set CHROMIUM_PATH." >&2
  exit 1
fi
[ -x "$CHROMIUM" ] || { echo "[e2e] apt installed chromium but $CHROMIUM is missing; set CHROMIUM_PATH." >&2; exit 1; }
echo "[e2e] Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
