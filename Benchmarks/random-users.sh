#!/usr/bin/env bash
# Builds the Random Users benchmark (Benchmarks/RandomUsers) in release mode and runs it:
# decoding a page of 100 people with JSONDecoder (floor 5 ms), generating 100 people offline
# (floor 1 ms) and grouping 5,000 into sections with the same-area index (floor 5 ms).
set -euo pipefail
cd "$(dirname "$0")/RandomUsers"
swift build -c release --product random-users-bench >&2
exec "$(swift build -c release --show-bin-path)/random-users-bench"
