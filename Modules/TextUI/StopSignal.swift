import Foundation
import Synchronization

/// A one-shot stop request that can wake a thread blocked in `poll(2)`.
///
/// It carries a pipe: ``signal()`` writes a byte so the poller wakes at once. Both ends stay
/// open until every owner is gone, so a late `signal()` never writes into a closed pipe (which
/// would raise SIGPIPE) and the polling thread never polls a reused descriptor. If no pipe can
/// be opened, ``wakeDescriptor`` is -1 (which `poll` ignores) and the poller must use a timeout.
final class StopSignal: Sendable {
  /// The descriptor to poll for readability, or -1 when there is no pipe.
  let wakeDescriptor: Int32
  private let writeDescriptor: Int32
  private let stopped = Mutex(false)

  /// Creates an unsignalled stop request.
  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 {
      ends = [-1, -1]
    }
    wakeDescriptor = ends[0]
    writeDescriptor = ends[1]
  }

  deinit {
    if wakeDescriptor >= 0 { close(wakeDescriptor) }
    if writeDescriptor >= 0 { close(writeDescriptor) }
  }

  /// Requests the stop and wakes the poller; only the first call does anything.
  func signal() {
    let isFirst = stopped.withLock { done in
      defer { done = true }
      return !done
    }
    guard isFirst, writeDescriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Whether a stop was requested.
  var isSignalled: Bool {
    stopped.withLock { $0 }
  }
}
