#!/usr/bin/env bash
# Start-up against the database's size: menu-and-quit with a fresh data directory and with one
# whose database holds ~200 MiB, warm, and with a cold page cache when this machine lets us drop
# it. Goal: the large database starts within 1.2x of the fresh one.
#
#   Benchmarks/startup-database.sh [runs]      (default 15 warm runs, 5 cold runs per case)
#
# The last line printed is "200 MiB/fresh warm ratio: X" (and a cold one before it when measured).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
swift build -c release --product reactor-demo >&2
app="$(swift build -c release --show-bin-path)/reactor-demo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

menu_and_quit() { printf 'q\n' | "$app" --plain --offline --data-dir "$1" >/dev/null; }

# Both directories get the app's own schema from a first run.
menu_and_quit "$work/fresh"
menu_and_quit "$work/large"
# ~200 MiB of cached bodies, written by sqlite3 and closed cleanly, as after weeks of searches.
sqlite3 "$work/large/reactor-demo.sqlite" <<'SQL'
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 680)
INSERT INTO httpCache (url, etag, body, headers, fetchedAt)
SELECT 'https://api.github.com/search/repositories?q=bench&page=' || i, '"e' || i || '"',
  randomblob(300000), '{}', 0 FROM n;
SQL
menu_and_quit "$work/large"
size=$(stat -c %s "$work/large/reactor-demo.sqlite")
echo "large database: $((size / 1048576)) MiB" >&2

# Median wall time in milliseconds of $2 runs against data directory $1; "cold" drops the page
# cache before each run.
median_ms() {
  local dir=$1 count=$2 mode=${3:-warm} times=() start end
  for _ in $(seq "$count"); do
    if [ "$mode" = cold ]; then sync; echo 3 >/proc/sys/vm/drop_caches; fi
    start=$(date +%s%N)
    menu_and_quit "$dir"
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }'
}

menu_and_quit "$work/fresh"
menu_and_quit "$work/large"
fresh=$(median_ms "$work/fresh" "$runs")
large=$(median_ms "$work/large" "$runs")
echo "fresh warm: ${fresh} ms, 200 MiB warm: ${large} ms (median of $runs)"
if (sync && echo 3 >/proc/sys/vm/drop_caches) 2>/dev/null; then
  cold_runs=$(((runs + 2) / 3))
  fresh_cold=$(median_ms "$work/fresh" "$cold_runs" cold)
  large_cold=$(median_ms "$work/large" "$cold_runs" cold)
  echo "fresh cold: ${fresh_cold} ms, 200 MiB cold: ${large_cold} ms (median of $cold_runs)"
  awk -v a="$large_cold" -v b="$fresh_cold" 'BEGIN { printf "200 MiB/fresh cold ratio: %.2f\n", a / b }'
else
  echo "cold page cache: not measured (cannot write /proc/sys/vm/drop_caches here)"
fi
awk -v a="$large" -v b="$fresh" 'BEGIN { printf "200 MiB/fresh warm ratio: %.2f\n", a / b }'
