#!/usr/bin/env bash
# Instructions (and mallocs) per operation of one reactor-bench scenario, counted by callgrind.
#
#   Benchmarks/instructions.sh <a|b|c|d|e|f|g> [N]
#   Benchmarks/instructions.sh <counter|search>[-history|-traced] [N]   (time travel)
#
# Runs the scenario with N and with 2N operations and divides the difference by N, so start-up
# (dynamic linking, metadata, the first build of a reactor) cancels out. The last line is
# `instructions/action: X` (`instructions/reactor: X` for c and d).
#
# KEEP=1 keeps the callgrind files (for callgrind_annotate) and prints where they are.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
scenario="${1:-}"
product=reactor-bench
case "$scenario" in
  a | b | e) unit=action default=1000000 ;;
  f | g) unit=action default=100000 ;;
  c | d) unit=reactor default=100000 ;;
  counter | counter-history | counter-traced | search | search-history | search-traced)
    unit=action default=20000 product=time-travel-bench
    ;;
  *)
    echo "usage: $0 <a|b|c|d|e|f|g|counter|search|counter-history|…|search-traced> [N]" >&2
    echo "  (states needs dispatchMain, which valgrind 3.19 cannot run)" >&2
    exit 2
    ;;
esac
count="${2:-$default}"

swift build -c release --package-path "$here" --product "$product" >&2
binary="$(swift build -c release --package-path "$here" --show-bin-path)/$product"

work="$(mktemp -d /tmp/reactor-bench-callgrind.XXXXXX)"
if [[ "${KEEP:-}" == 1 ]]; then
  echo "callgrind files: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
# valgrind 3.19 cannot read the DWARF 5 the toolchain emits; the symbol table is enough.
objcopy --strip-debug "$binary" "$work/bench"

# Prints "<instructions> <mallocs>" for one run of n operations.
measure() {
  local n="$1" out="$work/callgrind.$scenario.$1.out"
  valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$out" \
    "$work/bench" "$scenario" "$n" >"$work/stdout.$n" 2>"$work/stderr.$n" || {
    cat "$work/stderr.$n" >&2
    exit 1
  }
  local instructions
  instructions="$(awk '/^(summary|totals):/ { print $2; exit }' "$out")"
  echo "$instructions $(awk -f "$here/callgrind-mallocs.awk" "$out")"
}

read -r single single_mallocs < <(measure "$count")
read -r double double_mallocs < <(measure "$((2 * count))")

awk -v n="$count" -v a="$single" -v b="$double" -v ma="$single_mallocs" -v mb="$double_mallocs" \
  -v unit="$unit" -v scenario="$scenario" 'BEGIN {
    printf "%s: %d vs %d %ss under callgrind: %.0f vs %.0f instructions, %d vs %d mallocs\n", \
      scenario, n, 2 * n, unit, a, b, ma, mb
    printf "mallocs/%s: %.2f\n", unit, (mb - ma) / n
    printf "instructions/%s: %.0f\n", unit, (b - a) / n
  }'
