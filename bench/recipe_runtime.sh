#!/usr/bin/env bash
# Times every recipe's before/after under NumPy and under cuPyNumeric on CPU (no GPU needed: a
# stub libcuda lets Legate start on CPUs). Usage: bench/recipe_runtime.sh [CUPYNUMERIC_VENV]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-cupynumeric}
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "nvidia-cupynumeric==26.6.*" nvidia-cuda-runtime numpy
fi
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
libs="$site/nvidia/cu13/lib"
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda.so.1'; then
  "$root/scripts/build_cuda_stub.sh" "$site" "$venv/cuda-stub" >&2
  libs="$venv/cuda-stub:$libs"
fi
echo -e "backend\tcase\tN\tbefore (s)\tafter (s)\tspeedup"
"$venv/bin/python" "$root/bench/recipe_runtime.py" --backend numpy
LD_LIBRARY_PATH="$libs" LEGATE_CONFIG="--cpus 1 --gpus 0 --omps 0 --sysmem 2000" LEGATE_AUTO_CONFIG=0 \
  "$venv/bin/python" "$root/bench/recipe_runtime.py" --backend cupynumeric 2> >(grep -v '{gpu}' >&2)
