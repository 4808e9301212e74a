import Synchronization

/// Suspends until the calling task is cancelled, without a timer: a `.run` body that hands its
/// `send` to a callback waits here, as an Rx subscription lives until it is disposed.
func waitUntilCancelled() async {
  let waiter = Mutex<(continuation: CheckedContinuation<Void, Never>?, isCancelled: Bool)>((nil, false))
  await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      let resumeNow = waiter.withLock { waiter in
        if waiter.isCancelled { return true }
        waiter.continuation = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  } onCancel: {
    let continuation = waiter.withLock { waiter in
      waiter.isCancelled = true
      defer { waiter.continuation = nil }
      return waiter.continuation
    }
    continuation?.resume()
  }
}
