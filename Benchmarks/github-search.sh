#!/usr/bin/env bash
# Builds the GitHub Search benchmark (Benchmarks/GitHubSearch) in release mode and runs it:
# an offline search page over the bundled catalog (floor 5 ms) and rendering 1,000 rows
# (floor 1 ms).
set -euo pipefail
cd "$(dirname "$0")/GitHubSearch"
swift build -c release --product github-search-bench >&2
exec "$(swift build -c release --show-bin-path)/github-search-bench"
