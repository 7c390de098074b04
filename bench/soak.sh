#!/usr/bin/env bash
# Corpus soak: check, assess, fix and `fix --apply --unsafe` (on a copy) over the benchmark corpus.
# Reports files, findings by code, fixes by recipe, panics, unparsable outputs, files a second
# fix run would still change, and peak memory. Usage: bench/soak.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus="$root/bench/corpus"
[ -d "$corpus" ] || "$root/bench/build_corpus.sh"
cargo build --release --manifest-path "$root/Cargo.toml" >/dev/null 2>&1
cpn="$root/target/release/cpn-fix"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

measure() { # label command... -> runs it, records peak RSS and exit code, keeps its output
  local label=$1; shift
  /usr/bin/time -f "%M" -o "$work/$label.rss" "$@" >"$work/$label.out" 2>"$work/$label.err" || true
  printf "%-22s peak %6d MiB  " "$label" $(( $(cat "$work/$label.rss" | tail -1) / 1024 ))
}

files=$(find "$corpus" -name '*.py' | wc -l)
echo "corpus: $files files"
measure check "$cpn" check "$corpus" --show-scales --statistics
echo "findings: $(awk '{s += $1} END {print s}' "$work/check.out")"
measure assess "$cpn" assess "$corpus"
echo "verdict: $(grep -m1 -o '\*\*[A-Z ]*\*\*' "$work/assess.out")"
measure fix "$cpn" fix "$corpus" --statistics
echo "fixes offered (first round): $(awk '/^total/ {print $3 " safe, " $4 " unsafe, " $5 " suggestions"}' "$work/fix.out")"
cp -r "$corpus" "$work/copy"
measure fix-apply-unsafe "$cpn" fix --apply --unsafe "$work/copy"
echo "fixes written: $(awk '/^total/ {print $2}' "$work/fix-apply-unsafe.out")"
measure second-run "$cpn" fix --unsafe "$work/copy"
echo "files a second run would change: $(grep -c '^--- a/' "$work/second-run.out" || true)"
unparsable=$("$cpn" check "$work/copy" 2>/dev/null | grep -c ' E999 ' || true)
panics=$(cat "$work"/*.err | grep -c 'internal error' || true)
echo "panics: $panics"
echo "unparsable outputs: $unparsable"
echo "findings by code:"
sort -k1,1nr "$work/check.out" | awk -F'\t' '$2 ~ /^R/ {printf "  %s %s\n", $2, $1}' | head -40
echo "fixes written by recipe:"
awk '/^RR-/ {printf "  %s %s\n", $1, $2}' "$work/fix-apply-unsafe.out"
