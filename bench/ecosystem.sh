#!/usr/bin/env bash
# Ecosystem check (the way Ruff checks itself against real projects): install pinned releases of
# NumPy-heavy packages whose wheels ship their own tests, run a test subset, apply `cpn-fix fix
# --apply` (safe fixes only) to the packages' non-test sources, run the same tests again; then the
# same from pristine sources with --unsafe. Reports per package and mode: files changed, fixes by
# recipe, tests passed/failed before and after, and every new failure.
#
# Usage: bench/ecosystem.sh [WORK_DIR]      (default: bench/.ecosystem, kept between runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$root/bench/.ecosystem}
mkdir -p "$work"
cargo build --release --manifest-path "$root/Cargo.toml" >/dev/null 2>&1
cpn="$root/target/release/cpn-fix"
venv="$work/venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --only-binary :all: \
    "numpy==2.2.6" "scipy==1.15.3" "scikit-image==0.25.2" "PyWavelets==1.8.0" \
    "pytest==8.3.5" "pooch==1.8.2"
fi
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')

# package directory : test directories to run, relative to site-packages (fast, no network)
targets=(
  "pywt:pywt/tests"
  "skimage:skimage/filters/tests skimage/morphology/tests skimage/measure/tests skimage/transform/tests skimage/exposure/tests skimage/restoration/tests"
)

run_tests() { # out dirs... -> prints "passed failed" and writes the failing ids to $out
  local out=$1; shift
  local dirs=()
  for d in "$@"; do dirs+=("$site/$d"); done
  (cd "$work" && "$venv/bin/python" -m pytest -q -p no:cacheprovider -o addopts="" \
      --junitxml="$out.xml" "${dirs[@]}" >"$out.log" 2>&1) || true
  "$venv/bin/python" - "$out.xml" "$out" <<'EOF'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
failed, passed = [], 0
for case in root.iter("testcase"):
    # pytest's classname starts with the path to the package, which depends on its rootdir:
    # keep what follows site-packages so runs compare.
    classname = case.get("classname").split("site-packages.")[-1]
    name = f'{classname}::{case.get("name")}'
    if case.find("failure") is not None or case.find("error") is not None:
        failed.append(name)
    elif case.find("skipped") is None:
        passed += 1
open(sys.argv[2], "w").write("\n".join(sorted(failed)) + "\n")
print(passed, len(failed))
EOF
}

echo -e "package\tmode\tfiles changed\tfixes by recipe\ttests passed/failed before\tafter\tnew failures"
for target in "${targets[@]}"; do
  pkg=${target%%:*}
  modules=${target#*:}
  pristine="$work/pristine-$pkg"
  [ -d "$pristine" ] || cp -r "$site/$pkg" "$pristine"
  rm -rf "${site:?}/$pkg" && cp -r "$pristine" "$site/$pkg"
  read -r before_pass before_fail < <(run_tests "$work/$pkg-before" $modules)
  for mode in safe unsafe; do
    rm -rf "${site:?}/$pkg" && cp -r "$pristine" "$site/$pkg"
    flags=(--apply --no-default-excludes --extend-exclude "tests" --extend-exclude "conftest.py")
    [ "$mode" = unsafe ] && flags+=(--unsafe)
    "$cpn" fix "${flags[@]}" "$site/$pkg" >"$work/$pkg-$mode-fix.log" 2>&1 || true
    changed=$(diff -rq "$pristine" "$site/$pkg" -x __pycache__ | grep -c differ || true)
    recipes=$(awk '/^RR-/ && $2 > 0 {printf "%s%s %s", sep, $1, $2; sep=", "}' "$work/$pkg-$mode-fix.log")
    read -r after_pass after_fail < <(run_tests "$work/$pkg-$mode-after" $modules)
    new=$(comm -13 "$work/$pkg-before" "$work/$pkg-$mode-after" | grep -c . || true)
    echo -e "$pkg\t$mode\t$changed\t${recipes:-none}\t$before_pass/$before_fail\t$after_pass/$after_fail\t$new"
    comm -13 "$work/$pkg-before" "$work/$pkg-$mode-after" | sed "s/^/    new failure ($mode): /"
  done
  rm -rf "${site:?}/$pkg" && cp -r "$pristine" "$site/$pkg"
done
