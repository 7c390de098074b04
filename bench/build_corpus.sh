#!/usr/bin/env bash
# Builds bench/corpus/: the .py files of pinned scientific wheels (read-only input for benchmarks).
# Wheels, not sdists: pip would build numpy/scipy from source just to read sdist metadata. The
# wheels are downloaded by exact version into bench/wheels/ (not in git) and checked against
# bench/wheels.sha256 before anything is extracted.
set -euo pipefail
cd "$(dirname "$0")"
PACKAGES=(numpy==2.2.6 scipy==1.17.1 scikit-learn==1.7.2 scikit-image==0.25.2 astropy==7.1.1 xarray==2025.10.1)
mkdir -p wheels corpus
for spec in "${PACKAGES[@]}"; do
  name=${spec%%==*}
  if [ -d "corpus/$name" ]; then continue; fi
  python3 -m pip download --quiet --no-deps --only-binary :all: -d wheels "$spec"
  wheel=$(ls wheels/ | grep -i "^${name//-/_}-" | head -n 1)
  if ! grep -q " $wheel\$" wheels.sha256 || ! (cd wheels && grep " $wheel\$" ../wheels.sha256 | sha256sum --check --quiet); then
    echo "build_corpus.sh: $wheel does not match bench/wheels.sha256" >&2
    exit 1
  fi
  mkdir -p "corpus/$name"
  python3 - "wheels/$wheel" "corpus/$name" <<'PY'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    for n in z.namelist():
        if n.endswith(".py"):
            z.extract(n, out)
PY
done
find corpus -name '*.py' | wc -l | xargs echo "files:"
find corpus -name '*.py' -print0 | xargs -0 cat | wc -l | xargs echo "lines:"
