#!/usr/bin/env bash
# Runs a command with cuPyNumeric importable on any Linux x86_64 machine: creates the venv when
# missing (nvidia-cupynumeric 26.6.x, legate, the CUDA 13 runtime, numpy), builds a stub libcuda
# when no NVIDIA driver is present, and sets the Legate CPU configuration.
# Usage: scripts/cupynumeric_env.sh VENV_DIR COMMAND [ARGS...]   ($VENV_PYTHON names the venv's python)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$1
shift
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
export VENV_PYTHON="$venv/bin/python"
export LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LEGATE_CONFIG="--cpus 1 --gpus 0 --omps 0 --sysmem 2000"
export LEGATE_AUTO_CONFIG=0
exec "$@"
