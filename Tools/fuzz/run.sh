#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, then runs one target, or each in
# turn, for SECONDS, and prints per target the executions, libFuzzer's coverage and the crashes.
#
#   Tools/fuzz/run.sh TARGET|all SECONDS [--seeds-only] [--no-build]
#
# The corpus grows in .build/fuzz/corpus/TARGET across runs, starting from Seeds/TARGET and the
# test fixtures; --seeds-only starts from those alone and keeps nothing (the CI smoke).
# --no-build runs the targets last built. Inputs that crash are saved in
# .build/fuzz/crashes/TARGET/, the logs in .build/fuzz/logs/. Exits non-zero when any target
# crashed.
set -euo pipefail
cd "$(dirname "$0")"

targets=(keys sanitizer link headers github posts random-users image config session redaction database)
usage="usage: $0 TARGET|all SECONDS [--seeds-only] [--no-build]; targets: ${targets[*]}"
[ $# -ge 2 ] || { echo "$usage" >&2; exit 64; }
selected=$1
seconds=$2
seeds_only=false
build=true
for option in "${@:3}"; do
  case $option in
  --seeds-only) seeds_only=true ;;
  --no-build) build=false ;;
  *) echo "$usage" >&2; exit 64 ;;
  esac
done
if [ "$selected" = all ]; then
  selected=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $selected "* ]]; then
  selected=("$selected")
else
  echo "$usage" >&2
  exit 64
fi

flags=(-c debug -Xswiftc -sanitize=fuzzer,address)
$build && swift build "${flags[@]}" >&2
bin=$(swift build "${flags[@]}" --show-bin-path)
work=.build/fuzz
mkdir -p "$work/logs" "$work/bin"
# The leak reports that are not leaks of ours, each explained in the file; the last
# suppressions= option wins, so ours goes last.
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$PWD/../../.ci/lsan.supp"
# libFuzzer prints the stack of a crash; Swift's own backtracer, run under AddressSanitizer,
# would only add a report about its own reads.
export SWIFT_BACKTRACE=enable=no

# Seeds kept elsewhere in the repository: the decoder's test images, the default config file.
fixture_seeds() {
  case $1 in
  image) cp ../../Tests/ImageDecodingTests/Fixtures/* "$2"/ ;;
  config) { cat ../../config/reactor-demo.json; printf '\0'; } >"$2/reactor-demo.json" ;;
  session) cp ../../Tests/Sessions/*.session "$2"/ ;;
  database) python3 - "$2" ../../Tests/Sessions/*.session <<'PYTHON' ;;
# Each golden session's database copy, as a file of its own.
import base64, json, sys
for index, path in enumerate(sys.argv[2:]):
    for line in open(path, encoding="utf-8"):
        event = json.loads(line)
        if event.get("kind") == "database":
            open(f"{sys.argv[1]}/copy-{index}.sqlite", "wb").write(base64.b64decode(event["data"]))
PYTHON
  esac
}

# Per-target options: an image input may allocate what a 1024×1024 decode needs and no more;
# the JSON readers get the field names they look for.
extra_options() {
  case $1 in
  image) echo "-malloc_limit_mb=64" ;;
  github | posts | random-users | config | session) echo "-dict=Dictionaries/json.dict" ;;
  esac
}

failed=0
printf '%-13s %8s %12s %8s %8s %8s\n' target seconds executions cov ft crashes
for target in "${selected[@]}"; do
  if $seeds_only; then
    corpus=$(mktemp -d)
  else
    corpus=$work/corpus/$target
    mkdir -p "$corpus"
  fi
  [ -d Seeds/"$target" ] && cp Seeds/"$target"/* "$corpus"/
  fixture_seeds "$target" "$corpus"
  crashes=$work/crashes/$target
  mkdir -p "$crashes"
  before=$(find "$crashes" -type f | wc -l)
  log=$work/logs/$target.log
  status=0
  # A copy runs, so the targets can be rebuilt while a long run goes on; renamed into place,
  # so a copy already running is not overwritten.
  cp "$bin/fuzz-$target" "$work/bin/fuzz-$target.new"
  mv -f "$work/bin/fuzz-$target.new" "$work/bin/fuzz-$target"
  # shellcheck disable=SC2046 # extra_options is a list of flags on purpose
  "$work/bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$crashes/" $(extra_options "$target") "$corpus" >"$log" 2>&1 || status=$?
  $seeds_only && rm -rf "$corpus"
  after=$(find "$crashes" -type f | wc -l)
  executions=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  printf '%-13s %8s %12s %8s %8s %8s\n' "$target" "$seconds" "${executions:-?}" "${coverage:-?}" \
    "${features:-?}" "$((after - before))"
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "  $target failed (exit $status); see $log:" >&2
    grep -m1 -E 'ERROR|Fatal error|invariant broken|deadly signal' "$log" >&2 || tail -5 "$log" >&2
  fi
done
exit "$failed"
