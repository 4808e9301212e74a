import Synchronization

/// Collects values from callbacks that may run on any thread.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Mutex<[Value]>([])

  /// Appends one value.
  func record(_ value: Value) {
    values.withLock { $0.append(value) }
  }

  /// Everything recorded so far, in order.
  var all: [Value] { values.withLock { $0 } }
}
