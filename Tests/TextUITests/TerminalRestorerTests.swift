import Foundation
import Synchronization
import Testing

@testable import TextUI

@Suite struct TerminalRestorerTests {
  /// Records calls from any thread.
  final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  @Test func restoreAllRunsEachClosureOnceInOrder() {
    let log = Log()
    let restorer = TerminalRestorer.install({ log.append("raw") }, signals: []) { _ in }
    restorer.add { log.append("screen") }
    restorer.restoreAll()
    restorer.restoreAll()
    #expect(log.all == ["raw", "screen"])
    restorer.add { log.append("late") }
    restorer.restoreAll()
    #expect(log.all == ["raw", "screen", "late"])
  }

  @Test(.timeLimit(.minutes(2)))
  func signalRunsRestoreThenTerminatesWith128PlusSignal() async throws {
    // Ignored before and so after the test: a late duplicate signal cannot kill the runner.
    _ = signal(SIGUSR2, SIG_IGN)
    let log = Log()
    let restorer = TerminalRestorer.install({ log.append("restored") }, signals: [SIGUSR2]) {
      status in log.append("exit \(status)")
    }
    defer { restorer.uninstall() }
    // libdispatch arms the source asynchronously, and until then the signal is ignored, so
    // send it again until it is seen. The bound is a hang guard, not a timing claim: a hundred
    // tries (5 s) could pass on a busy machine before the source was armed.
    let deadline = ContinuousClock.now + .seconds(60)
    while log.all.count < 2, ContinuousClock.now < deadline {
      kill(getpid(), SIGUSR2)
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(Array(log.all.prefix(2)) == ["restored", "exit \(128 + SIGUSR2)"])
    #expect(log.all.dropFirst().allSatisfy { $0 == "exit \(128 + SIGUSR2)" })
  }

  @Test func interruptExitsWith130() {
    #expect(TerminalRestorer.signals.contains(SIGINT))
    #expect(128 + SIGINT == 130)
  }
}
