#!/usr/bin/env bash
# Regenerates assets/api-support.toml from the real cuPyNumeric, on any Linux x86_64 machine:
# creates a venv with nvidia-cupynumeric (26.6.x), legate and the CUDA runtime, builds a stub
# libcuda when no NVIDIA driver is present, and runs gen_api_manifest.py on CPUs.
# Usage: scripts/gen_api_manifest.sh [VENV_DIR]   (default: .venv-cupynumeric)
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
cd "$root"
LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
LEGATE_CONFIG="--cpus 1 --gpus 0 --omps 0 --sysmem 2000" LEGATE_AUTO_CONFIG=0 \
  "$venv/bin/python" "$root/scripts/gen_api_manifest.py" -o "$root/assets/api-support.toml" 2> >(grep -v '{gpu}' >&2)
