#!/usr/bin/env bash
# Builds a stand-in libcuda.so.1 for a machine without an NVIDIA driver, so that Legate and
# cuPyNumeric start on CPUs. Every CUDA driver entry point the installed Legate/cuPyNumeric
# libraries import is defined and returns CUDA_ERROR_NO_DEVICE (100); cuGetProcAddress hands out a
# function that does the same. Usage: build_cuda_stub.sh SITE_PACKAGES OUT_DIR
set -euo pipefail
site=$1
out=$2
mkdir -p "$out"
src="$out/cuda_stub_generated.c"
symbols=$(find "$site/legate" "$site/cupynumeric" "$site/nvidia_cupynumeric.libs" "$site/legate.libs" \
            -name '*.so*' -type f 2>/dev/null \
          | xargs -r nm -D --undefined-only 2>/dev/null \
          | awk '{print $NF}' | sed 's/@.*//' | grep -E '^cu[A-Z]' | sort -u)
here=$(cd "$(dirname "$0")" && pwd)
cp "$here/cuda_stub.c" "$src"
for sym in $symbols; do
  case "$sym" in
    cuInit|cuDriverGetVersion|cuDeviceGetCount|cuGetProcAddress|cuGetProcAddress_v2|cuGetErrorString|cuGetErrorName) ;;
    *) echo "CUresult $sym(void) { return CUDA_ERROR_NO_DEVICE; }" >> "$src" ;;
  esac
done
gcc -shared -fPIC -O2 -o "$out/libcuda.so.1" "$src"
ln -sf libcuda.so.1 "$out/libcuda.so"
echo "$out/libcuda.so.1 ($(echo "$symbols" | wc -w) driver symbols stubbed)"
