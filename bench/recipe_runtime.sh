#!/usr/bin/env bash
# Times every recipe's before/after under NumPy and under cuPyNumeric on CPU (no GPU needed: a
# stub libcuda lets Legate start on CPUs). Usage: bench/recipe_runtime.sh [CUPYNUMERIC_VENV]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-cupynumeric}
echo -e "backend\tcase\tN\tbefore (s)\tafter (s)\tspeedup"
"$root/scripts/cupynumeric_env.sh" "$venv" sh -c \
  'env -u LD_LIBRARY_PATH "$VENV_PYTHON" "$0/bench/recipe_runtime.py" --backend numpy &&
   "$VENV_PYTHON" "$0/bench/recipe_runtime.py" --backend cupynumeric' "$root" 2> >(grep -v '{gpu}' >&2)
