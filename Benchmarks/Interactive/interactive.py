#!/usr/bin/env python3
"""The app as a user meets it: started under a pseudo-terminal, timed from outside.

Reports, in one run: start to the first complete frame, start to exit after `q`, the menu and
quit in plain mode, key to the first byte of the redraw and to its end (Counter and GitHub
Search's result list), bytes written per key, peak memory, and the same measures for two floors
run beside it: `cat` echoing a key through the same pseudo-terminal, and a static Swift program
that imports Foundation and prints one line.

Run from the repository root through Benchmarks/interactive.sh, which builds what is measured.
"""

import argparse
import fcntl
import os
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
import tty

COLUMNS, ROWS = 100, 40
HOME = b"\x1b[H"
CLEAR_TO_END = b"\x1b[J"
ENTER_ALTERNATE = b"\x1b[?1049h"


def now():
    return time.perf_counter_ns()


class Pty:
    """A process on the slave side of a fresh pseudo-terminal of COLUMNS x ROWS."""

    def __init__(self, argv, env, raw=False, cwd=None, memory=False):
        # Peak memory comes from /usr/bin/time, a small C program between us and the child: a
        # child forked from Python and reaped with wait4 reports Python's own peak (Linux keeps
        # the larger of the old and the new image's peak across exec), not the program's.
        self.peak_file = None
        if memory:
            descriptor, self.peak_file = tempfile.mkstemp(prefix="reactor-demo-peak-")
            os.close(descriptor)
            argv = ["/usr/bin/time", "-f", "%M", "-o", self.peak_file, *argv]
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        if raw:
            tty.setraw(slave)
        self.master = master
        self.started = now()
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd, start_new_session=True,
            close_fds=True)
        os.close(slave)
        self.buffer = bytearray()
        self.eof = False

    def read(self, timeout):
        """Reads what is there within `timeout` seconds: (bytes, time of the read) or (b"", None)."""
        if self.eof:
            return b"", None
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return b"", None
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: every slave descriptor is closed, the process has gone.
            data = b""
        at = now()
        if not data:
            self.eof = True
            return b"", None
        self.buffer += data
        return data, at

    def wait_for(self, predicate, timeout=10.0):
        """Reads until predicate(buffer) holds; returns the time of the read that made it hold."""
        deadline = time.monotonic() + timeout
        while not predicate(self.buffer):
            if self.eof or time.monotonic() > deadline:
                raise RuntimeError(f"timed out; last output: {bytes(self.buffer[-400:])!r}")
            self.read(0.5)
        return now()

    def settle(self, quiet=0.2):
        """Reads until nothing has come for `quiet` seconds."""
        while True:
            data, _ = self.read(quiet)
            if not data:
                return

    def write(self, data):
        os.write(self.master, data)

    def finish(self, timeout=10.0):
        """Reads to the end of output, reaps the process: (exit time, exit status, its rusage)."""
        deadline = time.monotonic() + timeout
        while not self.eof and time.monotonic() < deadline:
            self.read(0.5)
        _, status, usage = os.wait4(self.process.pid, 0)
        ended = now()
        self.process.returncode = os.waitstatus_to_exitcode(status)
        os.close(self.master)
        return ended, self.process.returncode, usage

    def peak_kib(self):
        """The child's peak resident memory in KiB, as /usr/bin/time measured it."""
        with open(self.peak_file) as file:
            value = int(file.read().split()[-1])
        os.unlink(self.peak_file)
        return value

    def kill(self):
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            self.finish()

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        """Leaving a `with` block by an exception kills the process, so no run outlives a failure."""
        if kind is not None:
            self.kill()
        return False


def first_frame_done(marker):
    """A frame is complete when the alternate screen is on and a frame holding `marker` ended."""

    def done(buffer):
        start = buffer.find(ENTER_ALTERNATE)
        if start < 0:
            return False
        frame = buffer.rfind(HOME)
        return frame > start and marker in buffer[frame:] and buffer.endswith(CLEAR_TO_END)

    return done


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def ms(nanoseconds):
    return nanoseconds / 1e6


def cpu_ns(usage):
    """User and system time of a reaped process (all its threads), in nanoseconds."""
    return int((usage.ru_utime + usage.ru_stime) * 1e9)


class Report:
    def __init__(self):
        self.rows = []
        self.load_before = os.getloadavg()

    def add(self, what, values_ns, floor_ns=None, unit="ms"):
        median = statistics.median(values_ns)
        p99 = percentile(values_ns, 0.99)
        ratio = f"{median / floor_ns:.1f}x" if floor_ns else ""
        self.rows.append((what, f"{ms(median):.2f}", f"{ms(p99):.2f}", ratio, len(values_ns)))
        return median

    def note(self, what, value):
        self.rows.append((what, value, "", "", ""))

    def print(self):
        """The table, then the load average when the report began and now."""
        print()
        print("| measure | median (ms) | p99 (ms) | / floor | n |")
        print("| --- | --- | --- | --- | --- |")
        for row in self.rows:
            print("| " + " | ".join(str(cell) for cell in row) + " |")
        # Wall-clock figures move with the machine's load; CPU time far less.
        print(f"\nload average (1, 5, 15 min) before: {self.load_before}, after: {os.getloadavg()}")


def app_env(data_dir):
    env = {key: value for key, value in os.environ.items() if not key.startswith("REACTOR_DEMO_")}
    env.pop("NO_COLOR", None)
    env.pop("GITHUB_TOKEN", None)
    env.update(TERM="xterm-256color", REACTOR_DEMO_DATA_DIR=data_dir, LC_ALL="C.UTF-8")
    return env


def measure_hello(hello, runs, memory_runs):
    """The floor for starting: spawn to exit of a static Foundation program, through the same pty.

    Times and CPU come from runs of the program alone; peak memory from `memory_runs` more,
    each under /usr/bin/time.
    """
    times, cpu, peaks = [], [], []
    for index in range(runs + memory_runs):
        memory = index >= runs
        child = Pty([hello], os.environ.copy(), memory=memory)
        ended, status, usage = child.finish()
        if status != 0:
            raise RuntimeError(f"hello exited {status}")
        if memory:
            peaks.append(child.peak_kib())
        else:
            times.append(ended - child.started)
            cpu.append(cpu_ns(usage))
    return times, cpu, peaks


def measure_start(binary, env, runs, flags, cwd, memory_runs=0):
    """Start to the menu's first complete frame, and start to exit after `q`; peak memory from
    `memory_runs` more runs under /usr/bin/time."""
    first, exits, cpu, peaks = [], [], [], []
    for index in range(runs + memory_runs):
        memory = index >= runs
        child = Pty([binary, *flags], env, cwd=cwd, memory=memory)
        try:
            shown = child.wait_for(first_frame_done(b"q quit"))
            child.write(b"q")
            ended, status, usage = child.finish()
        except BaseException:
            child.kill()
            raise
        if status != 0:
            raise RuntimeError(f"{binary} exited {status}: {bytes(child.buffer[-400:])!r}")
        if memory:
            peaks.append(child.peak_kib())
            continue
        first.append(shown - child.started)
        exits.append(ended - child.started)
        cpu.append(cpu_ns(usage))
    return first, exits, cpu, peaks


def measure_plain_quit(binary, env, runs, cwd, arguments=("--plain", "--offline")):
    """`reactor-demo --plain --offline < q`: the menu printed once, then quit, piped."""
    times, cpu = [], []
    for _ in range(runs):
        read, write = os.pipe()
        os.write(write, b"q\n")
        os.close(write)
        started = now()
        process = subprocess.Popen(
            [binary, *arguments], stdin=read, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env=env, cwd=cwd)
        os.close(read)
        _, status, usage = os.wait4(process.pid, 0)
        times.append(now() - started)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise RuntimeError(f"plain run exited {process.returncode}")
        cpu.append(cpu_ns(usage))
    return times, cpu


def warm_up(binary, env, cwd):
    """Opens Profile and searches the offline catalog once, so the data directory holds a database."""
    subprocess.run([binary, "--plain", "--offline"], input=b"profile\nb\ngithub-search\nswift\nq\n",
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=cwd, check=True)


def measure_keys(child, keys, settle=0.0, quiet=0.03):
    """Sends each key and times the redraw it causes: its first byte, and its end.

    A redraw ends with the frame's clear-to-end-of-screen, or, for a frame as tall as the
    terminal, with the last byte before a quiet gap. With `settle`, what the key started later
    (a delayed step, a spinner) is read and dropped before the next key.
    """
    first, last, sizes = [], [], []
    for key in keys:
        sent = now()
        child.write(key)
        data, at = child.read(2.0)
        if not data:
            raise RuntimeError(f"no redraw after {key!r}")
        first_at, last_at, burst = at, at, bytearray(data)
        while not burst.endswith(CLEAR_TO_END):
            data, at = child.read(quiet)
            if not data:
                break
            last_at = at
            burst += data
        first.append(first_at - sent)
        last.append(last_at - sent)
        sizes.append(len(burst))
        if settle:
            child.settle(settle)
    return first, last, sizes


def cat_floor(count):
    child = Pty(["cat"], os.environ.copy(), raw=True)
    try:
        first, _, _ = measure_keys(child, [b"x"] * count, quiet=0.005)
    finally:
        child.process.send_signal(signal.SIGTERM)
        child.finish()
    return first


def counter_keys(binary, env, count, cwd, flags=()):
    """Counter: each key shows the spinner at once; the step ends half a second later.

    Returns the key times, the peak memory and the run's CPU time; `flags` are added to the
    command line (record_replay.py adds `--record FILE`)."""
    child = Pty([binary, "counter", *flags], env, cwd=cwd, memory=True)
    try:
        child.wait_for(first_frame_done(b"value"))
        child.settle()
        # Up and down in turn, so every frame is as wide as the last.
        result = measure_keys(child, [b"+" if index % 2 == 0 else b"-" for index in range(count)], settle=0.15)
        child.write(b"q")
        _, _, usage = child.finish()
    except BaseException:
        child.kill()
        raise
    return result, child.peak_kib(), cpu_ns(usage)


def search_keys(binary, env, count, cwd, flags=()):
    """GitHub Search's result list (offline catalog, "swift"): the selection moved a row.

    Returns what counter_keys returns."""
    child = Pty([binary, "github-search", "--offline", "--query", "swift", *flags], env, cwd=cwd, memory=True)
    try:
        child.wait_for(first_frame_done(b"repos"), timeout=30)
        child.settle(0.5)
        # Down the first 20 rows of the result list and up again, round after round.
        keys = [b"j" if (index // 20) % 2 == 0 else b"k" for index in range(count)]
        result = measure_keys(child, keys)
        child.write(b"q")
        _, _, usage = child.finish()
    except BaseException:
        child.kill()
        raise
    return result, child.peak_kib(), cpu_ns(usage)


def mib(kib_values):
    return f"{statistics.median(kib_values) / 1024:.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", action="append", required=True,
                        help="LABEL=PATH of a reactor-demo to measure (repeatable); the first one's keys are timed")
    parser.add_argument("--hello", required=True, help="the static Foundation hello, the start-up floor")
    parser.add_argument("--data-dir", help="a data directory to start with (copied; default: a fresh one)")
    parser.add_argument("--database", help="a reactor-demo.sqlite to start with (copied into the data directory)")
    parser.add_argument("--runs", type=int, default=40, help="start-ups per measure (default 40)")
    parser.add_argument("--keys", type=int, default=240,
                        help="keys per screen (default 240: the p99 of 240 is its third-largest value)")
    parser.add_argument("--memory-runs", type=int, default=5,
                        help="extra start-ups under /usr/bin/time for peak memory (default 5)")
    parser.add_argument("--skip-keys", action="store_true", help="start-up only")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="reactor-demo-interactive-")
    try:
        data_dir = os.path.join(work, "data")
        if options.data_dir:
            shutil.copytree(options.data_dir, data_dir)
        else:
            os.makedirs(data_dir)
        if options.database:
            shutil.copyfile(options.database, os.path.join(data_dir, "reactor-demo.sqlite"))
        env = app_env(data_dir)
        cwd = os.getcwd()
        report = Report()

        hello, hello_cpu, hello_peaks = measure_hello(options.hello, options.runs, options.memory_runs)
        floor = report.add("static Foundation hello: start to exit (floor)", hello)
        cpu_floor = report.add("static Foundation hello: CPU time (floor)", hello_cpu)
        report.note("static Foundation hello: peak RSS (MiB)", mib(hello_peaks))
        binaries = [entry.split("=", 1) for entry in options.binary]
        for _, binary in binaries:
            # One run first, through screens that use storage: the database is created and the
            # catalog loaded, as on a user's second launch (the menu alone writes nothing).
            warm_up(binary, env, cwd)
        # Round by round, each binary in turn, so that a change in the machine's load while the
        # measure runs falls on all of them alike.
        results = {label: {"first": [], "exits": [], "cpu": [], "plain": [], "plain_cpu": [], "version": [],
                           "version_cpu": []} for label, _ in binaries}
        for _ in range(options.runs):
            for label, binary in binaries:
                result = results[label]
                first, exits, cpu, _ = measure_start(binary, env, 1, [], cwd)
                result["first"] += first
                result["exits"] += exits
                result["cpu"] += cpu
                plain, plain_cpu = measure_plain_quit(binary, env, 1, cwd)
                result["plain"] += plain
                result["plain_cpu"] += plain_cpu
                # Loading, the runtime and the argument parser, and nothing of the app.
                version, version_cpu = measure_plain_quit(binary, env, 1, cwd, ("--version",))
                result["version"] += version
                result["version_cpu"] += version_cpu
        for label, binary in binaries:
            result = results[label]
            _, _, _, peaks = measure_start(binary, env, 0, [], cwd, options.memory_runs)
            report.add(f"{label}: start to first complete frame (menu)", result["first"], floor)
            report.add(f"{label}: start to exit after q", result["exits"], floor)
            report.add(f"{label}: CPU time, menu then q", result["cpu"], cpu_floor)
            report.note(f"{label}: peak RSS, menu then q (MiB)", mib(peaks))
            report.add(f"{label}: --plain --offline < q, start to exit", result["plain"], floor)
            report.add(f"{label}: --plain --offline < q, CPU time", result["plain_cpu"], cpu_floor)
            report.add(f"{label}: --version, start to exit", result["version"], floor)
            report.add(f"{label}: --version, CPU time", result["version_cpu"], cpu_floor)

        if not options.skip_keys:
            label, binary = options.binary[0].split("=", 1)
            cat_median = report.add("cat: key to echo (floor)", cat_floor(options.keys))
            for screen, measure in (("Counter", counter_keys), ("GitHub Search list", search_keys)):
                (first, last, sizes), peak, _ = measure(binary, env, options.keys, cwd)
                report.add(f"{label}: {screen}, key to first byte", first, cat_median)
                report.add(f"{label}: {screen}, key to end of redraw", last, cat_median)
                report.note(f"{label}: {screen}, bytes per key", f"{statistics.median(sizes):.0f}")
                report.note(f"{label}: {screen}, peak RSS (MiB)", f"{peak / 1024:.1f}")
        report.print()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
