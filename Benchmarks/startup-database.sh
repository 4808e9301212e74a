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

# Both directories get the app's own schema from a first run that opens a screen using storage
# (menu and quit alone never opens the database's writer, so it creates no schema).
for directory in "$work/fresh" "$work/large"; do
  printf 'profile\nq\n' | "$app" --plain --offline --data-dir "$directory" >/dev/null
done
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

# Wall time in microseconds of one menu-and-quit against data directory $1; "cold" drops the
# page cache first.
time_us() {
  local start end
  if [ "${2:-warm}" = cold ]; then sync; echo 3 >/proc/sys/vm/drop_caches; fi
  start=$(date +%s%N)
  menu_and_quit "$1"
  end=$(date +%s%N)
  echo $(((end - start) / 1000))
}

# The medians (ms) of $1 runs of each case, interleaved so a busy machine slows both alike.
medians() {
  local count=$1 mode=${2:-warm} fresh=() large=()
  for _ in $(seq "$count"); do
    fresh+=("$(time_us "$work/fresh" "$mode")")
    large+=("$(time_us "$work/large" "$mode")")
  done
  for list in "${fresh[*]}" "${large[*]}"; do
    tr ' ' '\n' <<<"$list" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f ", a[int((NR + 1) / 2)] / 1000 }'
  done
}

menu_and_quit "$work/fresh"
menu_and_quit "$work/large"
read -r fresh large <<<"$(medians "$runs")"
echo "fresh warm: ${fresh} ms, 200 MiB warm: ${large} ms (median of $runs)"
if (sync && echo 3 >/proc/sys/vm/drop_caches) 2>/dev/null; then
  cold_runs=$(((runs + 2) / 3))
  read -r fresh_cold large_cold <<<"$(medians "$cold_runs" cold)"
  echo "fresh cold: ${fresh_cold} ms, 200 MiB cold: ${large_cold} ms (median of $cold_runs)"
  awk -v a="$large_cold" -v b="$fresh_cold" 'BEGIN { printf "200 MiB/fresh cold ratio: %.2f\n", a / b }'
else
  echo "cold page cache: not measured (cannot write /proc/sys/vm/drop_caches here)"
fi
awk -v a="$large" -v b="$fresh" 'BEGIN { printf "200 MiB/fresh warm ratio: %.2f\n", a / b }'
