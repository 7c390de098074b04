#!/usr/bin/env bash
# Regenerates tests/fixtures/doctor/doctor-report.json: runs tests/fixtures/doctor/prog.py under
# the real cuPyNumeric (CPU runtime, scripts/cupynumeric_env.sh) with Doctor on, after rewriting
# its `import numpy as np` to `import cupynumeric as np` in a mirror of the same relative path.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-cupynumeric}
mirror=$(mktemp -d)
trap 'rm -rf "$mirror"' EXIT
mkdir -p "$mirror/tests/fixtures/doctor"
sed 's/^import numpy as np/import cupynumeric as np/' "$root/tests/fixtures/doctor/prog.py" \
  > "$mirror/tests/fixtures/doctor/prog.py"
out="$root/tests/fixtures/doctor/doctor-report.json"
rm -f "$out"
"$root/scripts/cupynumeric_env.sh" "$venv" sh -c \
  'cd "$0" && CUPYNUMERIC_DOCTOR=1 CUPYNUMERIC_DOCTOR_FORMAT=json CUPYNUMERIC_DOCTOR_FILENAME="$1" "$VENV_PYTHON" tests/fixtures/doctor/prog.py' \
  "$mirror" "$out" 2> >(grep -v '{gpu}' >&2)
echo "wrote $out"
