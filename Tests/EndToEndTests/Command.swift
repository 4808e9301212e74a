import Foundation
import Synchronization

/// A program run to its end, its output and error output together: the one way the end-to-end
/// tests start a process and wait for it.
enum Command {
  /// A hang guard, not a timing claim: a program the tests run ends in seconds even on a machine
  /// busy with other work; one still running after a minute is killed, and its run reports that.
  ///
  /// The end-to-end tests' time limits, five minutes, are hang guards too, above this one and
  /// ``PseudoTerminalSession``'s, so the failure reported is the one that says what hung. They
  /// are that long because the tests start together and share the machine: in three of
  /// `.ci/deep`'s runs beside four busy loops on two cores, these suites took 116 to 162 s, and
  /// a test with a time limit up to 121 s.
  static let hangGuard: Duration = .seconds(60)

  /// Runs `executable` on a thread of its own and waits for it there.
  ///
  /// A test blocked in `waitUntilExit` holds one of the cooperative threads (two on a two-core
  /// machine) for seconds, starving every other test's tasks; this keeps them free.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> DemoBinary.Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try run(executable, arguments, input: input, environment: environment, in: directory)
          })
      }.start()
    }
  }

  /// Runs `executable` with `input` on its standard input, blocking the calling thread until it
  /// ends, or until ``hangGuard`` has passed and it is killed; the environment is this process's
  /// with `environment` on top.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> DemoBinary.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    let guarded = killAfterHangGuard(process.processIdentifier)
    ChildInput.write(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let wasKilled = guarded.end()
    let note = wasKilled ? "\n(killed by the test: still running after \(hangGuard))" : ""
    return DemoBinary.Run(
      output: String(decoding: data, as: UTF8.self) + note, status: process.terminationStatus)
  }

  /// Kills process `pid` with SIGKILL once ``hangGuard`` has passed, unless the returned guard's
  /// `end()` came first; `end()` says whether the kill was sent.
  static func killAfterHangGuard(_ pid: pid_t) -> HangGuard {
    let guarded = HangGuard()
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(hangGuard.components.seconds))) {
      guarded.fire { kill(pid, SIGKILL) }
    }
    return guarded
  }

  /// Whether the hang guard of one run fired, or was ended first (after which it never fires).
  final class HangGuard: Sendable {
    private enum State { case running, ended, fired }
    private let state = Mutex(State.running)

    /// Runs `kill` if the run has not ended. (Between the exit and `end()`, the id could in
    /// principle go to a new process; ids are reused only after many more, so that moment, as
    /// short as a function's return, is no risk worth more machinery.)
    fileprivate func fire(_ kill: () -> Void) {
      state.withLock { state in
        guard state == .running else { return }
        kill()
        state = .fired
      }
    }

    /// Ends the guard; true if it had fired.
    func end() -> Bool {
      state.withLock { state in
        defer { if state == .running { state = .ended } }
        return state == .fired
      }
    }
  }
}
