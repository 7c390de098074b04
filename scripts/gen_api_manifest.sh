#!/usr/bin/env bash
# Regenerates assets/api-support.toml from the real cuPyNumeric (no NVIDIA driver needed).
# Usage: scripts/gen_api_manifest.sh [VENV_DIR]   (default: .venv-cupynumeric)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-cupynumeric}
cd "$root"
"$root/scripts/cupynumeric_env.sh" "$venv" sh -c \
  '"$VENV_PYTHON" scripts/gen_api_manifest.py -o assets/api-support.toml' 2> >(grep -v '{gpu}' >&2)
