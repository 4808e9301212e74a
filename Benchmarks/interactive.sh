#!/usr/bin/env bash
# The app under a pseudo-terminal, timed from outside (Benchmarks/Interactive/interactive.py):
# start-up against a static Foundation "hello", keys against `cat`. Builds its own copy of what
# README's install step builds (release, static Swift standard library, in .build-install) and
# the hello, then measures; it does not use an installed reactor-demo.
#
#   Benchmarks/interactive.sh                     # the install build, a fresh data directory
#   Benchmarks/interactive.sh --data-dir DIR      # start with this data directory (copied)
#   Benchmarks/interactive.sh --database FILE     # start with this reactor-demo.sqlite (copied)
#   Benchmarks/interactive.sh --dynamic ...       # also measure the build with a shared stdlib
#   Benchmarks/interactive.sh --binary old=PATH   # also measure another reactor-demo, in turn
# It needs /usr/bin/time (Debian's `time`), which measures each program's peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-interactive
binaries=()
if [ "${1:-}" = "--dynamic" ]; then
  shift
  swift build -c release --product reactor-demo >&2
  binaries+=(--binary "dynamic=$(swift build -c release --show-bin-path)/reactor-demo")
fi
swift build -c release --static-swift-stdlib --scratch-path .build-install --product reactor-demo >&2
binaries=(--binary "static=$(swift build -c release --scratch-path .build-install --show-bin-path)/reactor-demo" "${binaries[@]}")
mkdir -p "$scratch"
swiftc -O -static-stdlib Benchmarks/Interactive/hello.swift -o "$scratch/hello" >&2
exec python3 Benchmarks/Interactive/interactive.py "${binaries[@]}" --hello "$scratch/hello" "$@"
