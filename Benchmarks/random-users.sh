#!/usr/bin/env bash
# Builds the Random Users benchmark (Benchmarks/RandomUsers) in release mode and runs it:
# generating 5,000 people offline (floor 50 ms) and grouping them into sections with the
# same-area index (floor 5 ms).
set -euo pipefail
cd "$(dirname "$0")/RandomUsers"
swift build -c release --product random-users-bench >&2
exec "$(swift build -c release --show-bin-path)/random-users-bench"
