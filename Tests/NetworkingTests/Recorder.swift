import Foundation

/// Collects values from callbacks that may run on any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  // NSLock rather than Synchronization.Mutex, as in CurlDriver: callbacks on two threads contend
  // for it, and ThreadSanitizer cannot see a contended Mutex being taken. `values` is touched
  // only under the lock, which is what makes the class Sendable.
  private let lock = NSLock()
  private var values: [Value] = []

  /// Appends one value.
  func record(_ value: Value) {
    lock.withLock { values.append(value) }
  }

  /// Everything recorded so far, in order.
  var all: [Value] { lock.withLock { values } }
}
