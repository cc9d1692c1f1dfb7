#!/usr/bin/env bash
# `npm start`: set up what is missing, build the package, serve the page on port 8080.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
bash scripts/setup.sh
bash scripts/build.sh
echo "start: serving the repository root at http://localhost:8080/ (Ctrl-C stops)"
exec vite --port 8080 --strictPort
