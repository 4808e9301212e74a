import Synchronization

/// A thread-safe list of restore closures that each run at most once.
final class RestoreList: Sendable {
  private let closures: Mutex<[@Sendable () -> Void]>

  /// Creates a list holding `closures`.
  init(_ closures: [@Sendable () -> Void]) {
    self.closures = Mutex(closures)
  }

  /// Appends a closure to run after the others.
  func add(_ closure: @escaping @Sendable () -> Void) {
    closures.withLock { $0.append(closure) }
  }

  /// Runs and removes every closure, in order, outside the lock so one may call `add`.
  func runAll() {
    let pending = closures.withLock { list in
      defer { list.removeAll() }
      return list
    }
    for closure in pending { closure() }
  }
}
