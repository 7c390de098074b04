#!/usr/bin/env bash
# Realistic migration candidates (written to be assessed, not as fixtures): apply every fix
# `cpn-fix fix --unsafe` offers to a copy, run each program under NumPy before and after, and
# report per program the recipe-bearing findings, the fixes, and whether the output is the same.
# Usage: bench/candidates/run.sh [PYTHON]   (a Python with NumPy; default python3)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${1:-python3}
[ -n "${CPN_FIX:-}" ] || cargo build --release --manifest-path "$root/Cargo.toml" >/dev/null 2>&1
cpn=$(realpath "${CPN_FIX:-$root/target/release/cpn-fix}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here"/*.py "$work/"
cd "$work"
for f in *.py; do "$python" "$f" >"${f%.py}.before" 2>&1 || true; done
"$cpn" fix . --unsafe --format json >fixes.json || true
"$cpn" fix . --unsafe --apply >/dev/null || true
printf "%-24s %8s %6s %s\n" program findings fixed output
for f in *.py; do
  "$python" "$f" >"${f%.py}.after" 2>&1 || true
  counts=$("$python" - "$f" <<'PY'
import json, sys
d = json.load(open("fixes.json"))
name = sys.argv[1]
fixed = sum(1 for r in d["fixes"] if r["path"].endswith(name) and r["applicability"] != "suggestion")
left = sum(1 for r in d["not_offered"] if r["path"].endswith(name))
print(fixed + left, fixed)
PY
)
  same=$(cmp -s "${f%.py}.before" "${f%.py}.after" && echo same || echo differs)
  printf "%-24s %8s %6s %s\n" "$f" ${counts% *} ${counts#* } "$same"
done
