import Dispatch
import Synchronization

/// Runs `body` on the cooperative pool and waits for it, for the APIs that are only async.
///
/// libFuzzer calls its entry point synchronously on its own thread, which is not one of the
/// pool's, so blocking it while the task runs cannot starve the task.
public func waitFor<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
  let box = Box<Value>()
  let done = DispatchSemaphore(value: 0)
  Task {
    let value = await body()
    box.value.withLock { $0 = value }
    done.signal()
  }
  done.wait()
  return box.value.withLock { $0! }
}

private final class Box<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}
