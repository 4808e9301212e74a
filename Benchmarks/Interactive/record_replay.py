#!/usr/bin/env python3
"""Record and replay's figures: recording's cost per key, replay speed, file size.

1. Recording's cost per key on a terminal: the key runs of interactive.py (GitHub Search's result
   list, Counter) under a pseudo-terminal, with and without `--record FILE`, same binary, same
   keys, in rounds (ABBA) so that a change of load falls on both alike. Key to end of redraw
   (median, p99), and CPU time per key: the run's CPU time less that of a run with no keys, over
   the keys.
2. Replay speed: the longest golden session in Tests/Sessions (by the `t` of its last event) with
   `--replay FILE --replay-speed max --check`: spawn to exit; the same less a near-empty
   session's replay (a recorded menu-and-quit), which pays the same start-up, database restore
   and first frame; and the replay's own time, from its first event to its last, as `--check`
   reports it ("… s of session in … s").
3. File size per minute: a scripted terminal session at a person's pace (Counter, then GitHub
   Search on the offline catalog) recorded with `--record`; its bytes, and its bytes without the
   `database` line, per minute of its recorded time.
4. The reader on a long session: a recorded Counter start in plain mode, then millions of lines
   Counter does not know (each a step that draws nothing), replayed with `--check`: events a
   second, and the process's peak memory (its maximum resident set, from wait4), which a reader
   holding the file's text as well as its events would double.

Run from the repository root through Benchmarks/record-replay.sh, which builds what is measured.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

from interactive import (Pty, Report, app_env, counter_keys, cpu_ns, first_frame_done, ms, now, percentile, search_keys,
                         warm_up)


def recording_cost(binary, env, cwd, work, screens, rounds):
    """Each screen's key runs, without and with `--record`, in rounds: ABBA, so a drift of the
    machine's load falls on both variants alike. Returns {(screen, variant): samples}."""
    results = {}
    sessions = os.path.join(work, "cost-sessions")
    os.makedirs(sessions, exist_ok=True)
    for round_index in range(rounds):
        order = ("without", "with") if round_index % 2 == 0 else ("with", "without")
        for screen, measure, count in screens:
            per_round = max(1, count // rounds)
            for variant in order:
                for keys in (per_round, 0):
                    path = os.path.join(sessions, f"{screen}-{variant}-{round_index}-{keys}.session")
                    flags = ("--record", path) if variant == "with" else ()
                    (_, last, _), _, cpu = measure(binary, env, keys, cwd, flags)
                    sample = results.setdefault((screen, variant), {"last": [], "cpu": [], "cpu0": [],
                                                                    "bytes": [], "keys": per_round,
                                                                    "halves": [[], []]})
                    if keys:
                        sample["last"] += last
                        sample["halves"][round_index % 2] += last
                        sample["cpu"].append(cpu)
                        if variant == "with":
                            sample["bytes"].append(os.path.getsize(path))
                    else:
                        sample["cpu0"].append(cpu)
                    if os.path.exists(path):
                        os.unlink(path)
    return results


def report_cost(report, results, screens):
    for screen, _, _ in screens:
        without, with_ = results[(screen, "without")], results[(screen, "with")]
        median_without = report.add(f"{screen}: key to end of redraw, without --record", without["last"])
        median_with = report.add(f"{screen}: key to end of redraw, with --record", with_["last"])
        p99_without, p99_with = percentile(without["last"], 0.99), percentile(with_["last"], 0.99)
        report.note(f"{screen}: with / without, median; p99",
                    f"{median_with / median_without:.3f}; {p99_with / p99_without:.3f}")
        # The same ratios between two halves of the runs without --record (odd rounds against
        # even): what the machine's noise alone makes of them, for a ratio above to be read against.
        odd, even = without["halves"][1], without["halves"][0]
        if odd and even:
            report.note(f"{screen}: without / without (odd rounds / even), median; p99",
                        f"{statistics.median(odd) / statistics.median(even):.3f}; "
                        f"{percentile(odd, 0.99) / percentile(even, 0.99):.3f}")
        per_key = {}
        for variant, sample in (("without", without), ("with", with_)):
            # CPU of a run with keys less the median of the same runs with none (start-up, first
            # frame, the database snapshot with --record, q), over the keys.
            base = statistics.median(sample["cpu0"])
            per_key[variant] = statistics.median(sample["cpu"]) - base
            report.note(f"{screen}: CPU per key, {variant} --record (µs)",
                        f"{per_key[variant] / sample['keys'] / 1e3:.1f}")
        report.note(f"{screen}: CPU per key, with / without", f"{per_key['with'] / per_key['without']:.3f}")
        report.note(f"{screen}: CPU of a run with no key, with − without --record (ms)",
                    f"{ms(statistics.median(with_['cpu0']) - statistics.median(without['cpu0'])):.1f}")
        report.note(f"{screen}: session bytes per key recorded (file / keys, header and database included)",
                    f"{statistics.median(with_['bytes']) / with_['keys']:.0f}")


def session_lines(path):
    with open(path, "rb") as file:
        return [line for line in file.read().split(b"\n") if line]


def recorded_ms(path):
    """The session's recorded duration: the `t` of its last event."""
    return json.loads(session_lines(path)[-1])["t"]


def longest_golden(folder):
    paths = [os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".session")]
    return max(paths, key=recorded_ms)


def near_empty(binary, env, cwd, path):
    """A recorded menu-and-quit: start-up, the database, the first frame, and nothing after."""
    with open(os.devnull, "wb") as devnull:
        subprocess.run([binary, "--plain", "--offline", "--record", path], input=b"q\n", stdout=devnull,
                       stderr=devnull, env=env, cwd=cwd, check=True)


def replay(binary, env, cwd, path):
    """One `--replay path --replay-speed max --check`: (wall ns, CPU ns, exit status, its output)."""
    with tempfile.TemporaryFile() as output:
        started = now()
        process = subprocess.Popen([binary, "--replay", path, "--replay-speed", "max", "--check"],
                                   stdin=subprocess.DEVNULL, stdout=output, stderr=output, env=env, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        ended = now()
        process.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        return ended - started, cpu_ns(usage), process.returncode, output.read()


def measure_replays(binary, env, cwd, paths, runs):
    """Replays each session `runs` times, in turn; wall and CPU time of each."""
    results = {path: {"wall": [], "cpu": [], "own": []} for path in paths}
    for _ in range(runs):
        for path in paths:
            wall, cpu, status, output = replay(binary, env, cwd, path)
            pace = re.search(rb"frames match the session \(([0-9.]+) s of session in ([0-9.]+) s\)", output)
            if status != 0 or not pace:
                raise RuntimeError(f"replay of {path} exited {status}: {output[-400:]!r}")
            results[path]["wall"].append(wall)
            results[path]["cpu"].append(cpu)
            results[path]["own"].append(int(float(pace.group(2)) * 1e9))
    return results


def report_replay(report, golden, empty, results):
    duration = recorded_ms(golden)
    whole = report.add(f"replay {os.path.basename(golden)} ({duration} ms recorded), spawn to exit",
                       results[golden]["wall"])
    base = report.add(f"replay near-empty session ({recorded_ms(empty)} ms recorded), spawn to exit",
                      results[empty]["wall"])
    report.add("replay of the golden, CPU time", results[golden]["cpu"])
    report.add("replay of the near-empty session, CPU time", results[empty]["cpu"])
    report.note("replay speed, whole process (recorded / wall)", f"{duration / ms(whole):.1f}x")
    # The near-empty session's own recorded time comes off the golden's too.
    report.note("replay speed, less the near-empty replay",
                f"{(duration - recorded_ms(empty)) / ms(whole - base):.1f}x")
    own = report.add("replay of the golden, first event to last (as --check reports it)", results[golden]["own"])
    report.note("replay speed, first event to last", f"{duration / ms(own):.1f}x")


# A person's pace on Counter, then on GitHub Search over the offline catalog: (pause in s, key).
def typed(text, pace=0.18):
    return [(pace, char.encode()) for char in text]


SCRIPT = (
    [(1.5, b"1")]  # the menu read, Counter opened
    + [(1.2, b"+")] * 8 + [(1.2, b"-")] * 4  # each step takes half a second; a person watches it
    + [(2.0, b"b"), (1.5, b"4"), (2.0, b"/")]  # back, GitHub Search, a query
    + typed("swift") + [(2.5, b"\r")]  # 65 repositories, 30 a page
    + [(0.6, b"j")] * 10 + [(1.5, b"k")] * 3
    + [(2.0, b"\x1b[6~")] * 3  # page down: the list's end loads 60, then all 65
    + [(2.5, b"/")] + [(0.15, b"\x7f")] * 5 + typed("reactive") + [(3.0, b"\x1b")]  # 11 repositories
    + [(0.5, b"j")] * 10
    + [(2.5, b"/")] + [(0.15, b"\x7f")] * 8 + typed("ui") + [(3.0, b"\x1b")]  # 24
    + [(0.7, b"j")] * 6 + [(3.0, b"b"), (1.5, b"q")]
)


def record_typical(binary, env, cwd, path):
    """Plays SCRIPT on a fresh pseudo-terminal under `--record path`, reading all the while."""
    with Pty([binary, "--offline", "--record", path], env, cwd=cwd) as child:
        child.wait_for(first_frame_done(b"q quit"))
        for pause, key in SCRIPT:
            deadline = time.monotonic() + pause
            while time.monotonic() < deadline:
                child.read(max(0.0, deadline - time.monotonic()))
            child.write(key)
        _, status, _ = child.finish()
        if status != 0:
            raise RuntimeError(f"the recorded session exited {status}: {bytes(child.buffer[-400:])!r}")


def long_session(binary, env, cwd, path, events):
    """A plain Counter run recorded to its first frame, then `events` lines a second apart in
    hundreds: written a line at a time, so the benchmark itself holds none of it."""
    start = path + ".start"
    with open(os.devnull, "wb") as devnull:
        subprocess.run([binary, "counter", "--plain", "--offline", "--record", start], input=b"q\n",
                       stdout=devnull, stderr=devnull, env=env, cwd=cwd, check=True)
    lines = session_lines(start)
    kept = [line for line in lines if json.loads(line).get("kind") not in ("input", "end")]
    with open(path, "wb") as session:
        for line in kept:
            session.write(line + b"\n")
        last = json.loads(kept[-1])["t"]
        for index in range(events):
            session.write(b'{"input":{"line":"x"},"kind":"input","t":%d}\n' % (last + 1 + index // 100))
        session.write(b'{"kind":"end","reason":"quit","t":%d}\n' % (last + 1 + events // 100))
    return len(kept) - 1 + events + 1


def report_reader(report, binary, env, cwd, path, count):
    started = now()
    process = subprocess.Popen([binary, "--replay", path, "--replay-speed", "max", "--check"],
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               env=env, cwd=cwd)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = now() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"the long session's replay failed: {output[-400:]!r}")
    report.note(f"long session: events, file bytes", f"{count:,}, {os.path.getsize(path):,}")
    report.note("long session: replay, spawn to exit (s)", f"{wall / 1e9:.1f}")
    report.note("long session: events a second", f"{count / (wall / 1e9):,.0f}")
    # ru_maxrss is in KiB on Linux.
    report.note("long session: peak resident memory (MB)", f"{usage.ru_maxrss / 1024:,.0f}")


def report_size(report, path):
    lines = session_lines(path)
    total = sum(len(line) + 1 for line in lines)
    kinds = {}
    for line in lines[1:]:
        kind = json.loads(line)["kind"]
        count, size = kinds.get(kind, (0, 0))
        kinds[kind] = (count + 1, size + len(line) + 1)
    database = kinds.get("database", (0, 0))[1]
    minutes = recorded_ms(path) / 60000
    report.note("typical session: recorded duration (s)", f"{recorded_ms(path) / 1000:.1f}")
    report.note("typical session: file bytes", f"{total:,}")
    report.note("typical session: database line bytes", f"{database:,}")
    report.note("typical session: header line bytes", f"{len(lines[0]) + 1:,}")
    for kind, (count, size) in sorted(kinds.items()):
        if kind != "database":
            report.note(f"typical session: {kind} events (count, bytes)", f"{count}, {size:,}")
    report.note("bytes per minute, with the database snapshot", f"{total / minutes:,.0f}")
    report.note("bytes per minute, without it", f"{(total - database) / minutes:,.0f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the reactor-demo to measure")
    parser.add_argument("--sessions", default="Tests/Sessions", help="the golden sessions (default Tests/Sessions)")
    parser.add_argument("--keys", type=int, default=1200,
                        help="GitHub Search list keys per variant (default 1200: its p99 is the 13th largest)")
    parser.add_argument("--counter-keys", type=int, default=200,
                        help="Counter keys per variant (default 200; each waits out the step's half second)")
    parser.add_argument("--rounds", type=int, default=4, help="rounds the keys are split into (default 4)")
    parser.add_argument("--replays", type=int, default=21, help="replays of each session (default 21)")
    parser.add_argument("--keep", help="a folder to keep the typical session in")
    parser.add_argument("--reader-events", type=int, default=3_000_000,
                        help="events in the long session the reader is measured on (default 3,000,000)")
    parser.add_argument("--only", choices=("cost", "replay", "size", "reader"), action="append",
                        help="measure only this (repeatable; default all four)")
    options = parser.parse_args()
    only = set(options.only or ("cost", "replay", "size", "reader"))

    work = tempfile.mkdtemp(prefix="reactor-demo-record-replay-")
    try:
        data_dir = os.path.join(work, "data")
        os.makedirs(data_dir)
        env = app_env(data_dir)
        cwd = os.getcwd()
        report = Report()
        warm_up(options.binary, env, cwd)

        if "cost" in only:
            screens = [("GitHub Search list", search_keys, options.keys)]
            if options.counter_keys:
                screens.append(("Counter", counter_keys, options.counter_keys))
            report_cost(report, recording_cost(options.binary, env, cwd, work, screens, options.rounds), screens)

        if "replay" in only:
            golden = longest_golden(options.sessions)
            empty = os.path.join(work, "near-empty.session")
            near_empty(options.binary, env, cwd, empty)
            report_replay(report, golden, empty, measure_replays(options.binary, env, cwd, [golden, empty],
                                                                 options.replays))

        if "size" in only:
            path = os.path.join(work, "typical.session")
            record_typical(options.binary, env, cwd, path)
            report_size(report, path)
            if options.keep:
                shutil.copy(path, options.keep)

        if "reader" in only:
            path = os.path.join(work, "long.session")
            count = long_session(options.binary, env, cwd, path, options.reader_events)
            report_reader(report, options.binary, env, cwd, path, count)

        report.print()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
