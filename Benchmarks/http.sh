#!/usr/bin/env bash
# Builds the HTTP client benchmark (Benchmarks/HTTP) in release mode and runs it.
# The last line printed is "curl/urlsession sequential ratio: X" (floor: 1.5).
set -euo pipefail
cd "$(dirname "$0")/HTTP"
swift build -c release --product http-bench >&2
exec "$(swift build -c release --show-bin-path)/http-bench"
