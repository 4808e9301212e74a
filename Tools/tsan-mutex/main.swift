import Foundation
import Synchronization

// Two threads add to one counter under a lock; the total is always right. Built with
// `-sanitize=thread`, the `mutex` variant still gets a data race report, because
// Synchronization.Mutex waits on a futex inside the prebuilt, uninstrumented Synchronization
// library, where ThreadSanitizer cannot see the lock being taken. The `nslock` variant
// (pthread_mutex, which ThreadSanitizer intercepts) gets none.

let rounds = 200_000

/// A counter behind Synchronization.Mutex.
final class MutexCounter: Sendable {
  let value = Mutex(0)
  func add() { value.withLock { $0 += 1 } }
  var total: Int { value.withLock { $0 } }
}

/// A counter behind NSLock.
final class LockCounter: @unchecked Sendable {
  // Safe to share: `value` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var value = 0
  func add() { lock.withLock { value += 1 } }
  var total: Int { lock.withLock { value } }
}

func hammer(_ add: @escaping @Sendable () -> Void) {
  let group = DispatchGroup()
  for _ in 0..<2 {
    group.enter()
    Thread.detachNewThread {
      for _ in 0..<rounds { add() }
      group.leave()
    }
  }
  group.wait()
}

switch CommandLine.arguments.dropFirst().first {
case "mutex":
  let counter = MutexCounter()
  hammer { counter.add() }
  print("mutex total \(counter.total) of \(2 * rounds)")
case "nslock":
  let counter = LockCounter()
  hammer { counter.add() }
  print("nslock total \(counter.total) of \(2 * rounds)")
default:
  print("usage: tsan-mutex mutex|nslock")
  exit(64)
}
