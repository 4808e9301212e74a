#!/usr/bin/env bash
# Record and replay's figures, timed from outside (Benchmarks/Interactive/record_replay.py):
# recording's cost per key under a pseudo-terminal (with and without --record, same binary, same
# keys), the replay speed of the longest golden session in Tests/Sessions with
# `--replay-speed max --check`, the bytes per minute of a scripted terminal session at a
# person's pace, and the reader's pace and peak memory on a session of three million events.
# Builds the same binary as Benchmarks/interactive.sh (release, static Swift standard library, in
# .build-install) and measures it; it does not use an installed reactor-demo.
#
#   Benchmarks/record-replay.sh                          # all four, the defaults below
#   Benchmarks/record-replay.sh --keys 1200 --counter-keys 200 --rounds 4   # keys per variant
#   Benchmarks/record-replay.sh --only replay --replays 21                  # one figure
#   Benchmarks/record-replay.sh --only size --keep DIR   # keep the typical session it recorded
#   Benchmarks/record-replay.sh --only reader --reader-events 300000   # a shorter long session
# It needs /usr/bin/time (Debian's `time`), as interactive.sh does; it takes about 10 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --scratch-path .build-install --product reactor-demo >&2
binary="$(swift build -c release --scratch-path .build-install --show-bin-path)/reactor-demo"
exec python3 Benchmarks/Interactive/record_replay.py --binary "$binary" "$@"
