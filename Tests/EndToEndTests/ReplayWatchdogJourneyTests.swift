import Foundation
import SessionRecording
import Testing

/// A replay made to wait for what never comes ends within the watchdog's limit, with exit 1, a
/// line naming what it waited for, and its copy of the session's database gone.
@Suite struct ReplayWatchdogJourneyTests {
  /// Counter's golden session with its first frame recorded twice: the replay draws it once, and
  /// the second is never drawn, so the line `+` after it is never fed.
  @Test(.timeLimit(.minutes(5)), arguments: [["--check"], []])
  func aFrameThatNeverComesEndsTheReplayNamingIt(_ flags: [String]) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let lines = try String(contentsOfFile: ReplayEdgeTests.counter, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let first = try #require(lines.firstIndex { $0.contains(#""kind":"frame""#) })
      var edited = lines
      edited.insert(lines[first], at: first + 1)
      let path = folder.appendingPathComponent("waits.session").path
      try edited.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
      let temporary = folder.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

      let started = ContinuousClock.now
      let run = try await DemoBinary.run(
        ["--replay", path] + flags, input: "", environment: ["TMPDIR": temporary.path])
      let took = ContinuousClock.now - started
      #expect(run.status == 1, "\(run.output)")
      #expect(
        run.output.contains(
          "the replay waited 10.0 seconds for frame 2 (the screen Counter, drawn at 0 ms when recorded), "
            + "and stopped there"), "\(run.output)")
      // The sentence above says the watchdog ended it. The limit runs from the replay's last
      // step, which a sanitized build on a loaded machine takes seconds to reach (15.2 s in all
      // under ThreadSanitizer), so only the lower bound is the replay's: it waited the limit
      // out. A replay that never ended is killed by ``Command``'s hang guard.
      #expect(took >= ReplayWatchdog.limit, "it ended before the limit")
      let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
      #expect(left.isEmpty, "the replay's copy of the database is gone: \(left)")
    }
  }
}
