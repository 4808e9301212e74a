#!/usr/bin/env bash
# The app under a pseudo-terminal, timed from outside (Benchmarks/Interactive/interactive.py):
# start-up against a static Foundation "hello", keys against `cat`. Builds the binary README's
# install step installs (release, static Swift standard library) and the hello, then measures.
#
#   Benchmarks/interactive.sh                     # the install build, a fresh data directory
#   Benchmarks/interactive.sh --data-dir DIR      # start with this data directory (copied)
#   Benchmarks/interactive.sh --database FILE     # start with this reactor-demo.sqlite (copied)
#   Benchmarks/interactive.sh --dynamic ...       # also measure the build with a shared stdlib
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
