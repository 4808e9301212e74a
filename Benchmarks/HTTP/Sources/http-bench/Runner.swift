/// One GET whose response the caller has already checked.
typealias Fetch = @Sendable () async throws -> Void

/// Times a batch of fetches and returns requests per second.
enum Runner {
  /// `count` fetches, one after another.
  static func sequential(count: Int, _ fetch: Fetch) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count { try await fetch() }
    return rate(count, clock.now - start)
  }

  /// `count` fetches with `width` in flight: each one that ends starts the next.
  static func concurrent(count: Int, width: Int, _ fetch: @escaping Fetch) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      var started = 0
      while started < min(width, count) {
        group.addTask(operation: fetch)
        started += 1
      }
      while try await group.next() != nil {
        if started < count {
          group.addTask(operation: fetch)
          started += 1
        }
      }
    }
    return rate(count, clock.now - start)
  }

  private static func rate(_ count: Int, _ elapsed: Duration) -> Double {
    let (seconds, attoseconds) = elapsed.components
    return Double(count) / (Double(seconds) + Double(attoseconds) * 1e-18)
  }
}
