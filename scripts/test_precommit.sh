#!/usr/bin/env bash
# The pre-commit hook, tested for real: a throwaway git repository whose .pre-commit-config.yaml
# runs the installed cpn-fix (`repo: local`), one commit the hook lets through (vectorized code)
# and one it blocks (an element loop). Usage: scripts/test_precommit.sh BIN_DIR
# (BIN_DIR holds the installed `cpn-fix` and `pre-commit`).
set -euo pipefail
bin_dir=$(cd "$1" && pwd)
export PATH="$bin_dir:$PATH"
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
cd "$repo"
git init -q
git config user.email ci@example.invalid
git config user.name ci
cat > .pre-commit-config.yaml <<'YAML'
repos:
  - repo: local
    hooks:
      - id: cpn-fix-check
        name: cpn-fix check
        entry: cpn-fix check --quiet
        language: system
        types_or: [python, jupyter]
YAML
git add .pre-commit-config.yaml
git commit -qm "pre-commit configuration"
pre-commit install >/dev/null
cat > clean.py <<'PY'
import numpy as np


def scale(a):
    return a * 2.0 + 1.0
PY
git add clean.py
git commit -qm "vectorized code" || { echo "test_precommit: the hook blocked clean code" >&2; exit 1; }
cat > loop.py <<'PY'
import numpy as np


def scale(a):
    for i in range(len(a)):
        a[i] = a[i] * 2.0 + 1.0
    return a
PY
git add loop.py
if git commit -qm "an element loop" >"$repo/hook.log" 2>&1; then
  echo "test_precommit: the hook let an element loop through" >&2
  cat "$repo/hook.log" >&2
  exit 1
fi
grep -q "loop.py:6:9: R101" "$repo/hook.log" || { cat "$repo/hook.log" >&2; exit 1; }
echo "test_precommit: clean commit passed, element loop blocked (loop.py:6:9 R101)"
