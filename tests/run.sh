#!/usr/bin/env bash
# Runs every test (lint, engine unit tests, browser tests) after installing what is missing:
# Debian packages (chromium, gnubg, nodejs/npm), the locked npm packages (through build.py),
# and a virtual environment with the pinned requirements. Extra arguments go to one pytest run instead.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_needed=()
[ -x /usr/bin/chromium ] || apt_needed+=(chromium)
[ -x /usr/games/gnubg ] || apt_needed+=(gnubg)  # independent move generator for the cross-check
command -v npm >/dev/null 2>&1 || apt_needed+=(nodejs npm)
if [ ${#apt_needed[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "tests: installing Debian packages: ${apt_needed[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${apt_needed[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ] || ! cmp -s requirements-dev.txt .venv/requirements-dev.txt; then
  echo "tests: creating .venv with the pinned requirements"
  python3 -m venv .venv
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
  cp requirements-dev.txt .venv/requirements-dev.txt
fi

.venv/bin/ruff check .
.venv/bin/ruff format --check .
if [ $# -gt 0 ]; then
  exec .venv/bin/python -m pytest "$@"
fi
# Every test: the engine's unit tests (plain CPython) on all the cores, then the build's and the browser tests one
# at a time (each drives Chromium and its own Pyodide worker, and some measure the page's responsiveness).
.venv/bin/python -m pytest -n auto tests/engine
exec .venv/bin/python -m pytest tests --ignore=tests/engine
