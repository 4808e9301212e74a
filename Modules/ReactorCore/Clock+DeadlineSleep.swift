extension Clock where Duration == Swift.Duration {
  /// A sleep until `duration` from now, with now read when this is called rather than when the
  /// sleep begins.
  ///
  /// Call it where the wait starts, then await the result in a task: a `TestClock` advanced
  /// before that task first runs still wakes it at the right time, so the outcome never
  /// depends on the order in which tasks start.
  public func deadlineSleep(after duration: Duration) -> @Sendable () async throws -> Void {
    deadline(after: duration).sleep
  }

  /// A deadline `duration` from now, with now read when this is called: whether it is reached,
  /// asked without leaving the caller's actor, and the sleep until it.
  func deadline(after duration: Duration) -> Deadline {
    let deadline = now.advanced(by: duration)
    return Deadline(
      isReached: { self.now >= deadline },
      sleep: {
        // A deadline already reached wakes at once. A `TestClock` would otherwise keep a sleep
        // registered exactly at its current time until the next advance, which never comes.
        guard self.now < deadline else { return }
        try await self.sleep(until: deadline, tolerance: nil)
      })
  }
}

/// A point in time on a clock: ``isReached`` can be asked on the caller's actor, without the hop
/// that calling ``sleep`` (a nonisolated async function) always takes.
struct Deadline: Sendable {
  let isReached: @Sendable () -> Bool
  let sleep: @Sendable () async throws -> Void
}
