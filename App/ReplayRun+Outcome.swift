import Foundation
import SessionRecording
import Synchronization
import TextUI

/// How a replay ends: what it found, told on standard error, and its exit status.
extension ReplayRun {
  /// Writes the re-recorded session, unless the replay diverged or the session was cut off:
  /// then the new file would not replay what the user did.
  func write(_ rerecording: ReplayRerecording, findings: Findings) -> Int32 {
    let path = rerecording.path
    let divergences = findings.state.withLock { $0.divergences }
    for divergence in divergences { Self.say("divergence: \(divergence)") }
    guard divergences.isEmpty else {
      Self.say("\(path) was not written: the replay diverged from the session, so record the journey again")
      return 1
    }
    if let truncation = session.truncation {
      Self.say(truncation)
      Self.say("\(path) was not written: the session is not whole, so record the journey again")
      return 65
    }
    do {
      try rerecording.write()
    } catch {
      Self.say("\(error)")
      return 74
    }
    Self.say(
      "session recorded to \(path): the \(rerecording.frameCount) frames this build draws, "
        + "with the recorded input, network answers and times")
    return 0
  }

  /// Tells what the replay found (divergences, the first frame that differed, a truncation) and
  /// returns the exit status: 0 when all was as recorded, 1 when the replay differed, and 65
  /// whenever the file was cut off, since a damaged file is not a valid session.
  func report(_ findings: Findings, check: FrameCheck, took: Duration) -> Int32 {
    let status = tell(findings, check: check, took: took)
    // What a cut-off file lacks (an answer, the frames after the cut) shows as a difference:
    // the file is what is wrong.
    return session.truncation == nil ? status : 65
  }

  /// Tells what the replay found; 0 when all was as recorded, else 1.
  private func tell(_ findings: Findings, check: FrameCheck, took: Duration) -> Int32 {
    let (divergences, mismatch) = findings.state.withLock { ($0.divergences, $0.mismatch) }
    for divergence in divergences { Self.say("divergence: \(divergence)") }
    if let truncation = session.truncation {
      Self.say(truncation)
    } else if session.end == nil {
      Self.say("the session does not say how its run ended (it was killed): its last frames may be missing")
    }
    if let mismatch {
      Self.say(mismatch)
      return 1
    }
    if isChecking, let missing = check.missing {
      Self.say(missing)
      return 1
    }
    guard isChecking else { return divergences.isEmpty ? 0 : 1 }
    guard check.recordedCount > 0 else {
      Self.say("the session holds no frame, so there is nothing to check")
      return 1
    }
    guard divergences.isEmpty else {
      Self.say("the \(check.drawn) frames drawn match the session, but the replay diverged from it")
      return 1
    }
    let recorded = Double(session.events.last?.t ?? 0) / 1000
    let pace = String(format: "%.3f s of session in %.3f s", recorded, Self.seconds(took))
    Self.say("all \(check.drawn) frames match the session (\(pace))")
    return 0
  }

  /// Ends the process from any thread (the watchdog's, a database connection's), once: what
  /// must go goes (the copy of the database, a re-recording begun, the terminal's state), the
  /// lines are told, and the process exits. A second caller waits for the first to end it.
  final class AbruptEnd: Sendable {
    private let hasBegun = Mutex(false)
    private let restorer: TerminalRestorer

    init(restorer: TerminalRestorer) {
      self.restorer = restorer
    }

    func callAsFunction(_ status: Int32, saying lines: [String]) -> Never {
      let isFirst = hasBegun.withLock { begun in
        defer { begun = true }
        return !begun
      }
      guard isFirst else {
        while true { sleep(60) }
      }
      restorer.restoreAll()
      for line in lines { ReplayRun.say(line) }
      exit(status)
    }
  }

  /// `duration` in seconds, for a pace told to the millisecond.
  nonisolated static func seconds(_ duration: Duration) -> TimeInterval {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Tells the user `text` on standard error, as every message of a replay is told: cleaned as
  /// text from the network is, since a session file is shared, and what it holds (a screen's
  /// name, a recorded line, its own path) must not drive the terminal.
  ///
  /// A message's later lines are indented, so none can pass for a message of its own (a file
  /// named `x\nreactor-demo: all 14 frames match`).
  nonisolated static func say(_ text: String) {
    let lines = Sanitizer.clean(text).split(separator: "\n", omittingEmptySubsequences: false)
    FileHandle.standardError.write(Data("reactor-demo: \(lines.joined(separator: "\n  "))\n".utf8))
  }
}
