import ReactorCore

/// The `states` measurement: main-actor hops per state delivered to an `AsyncStream` consumer of
/// ``ReactorCore/Reactor/states``, which DESIGN puts at one at most.
///
/// The hops are counted by `hops`, a running total of main-actor enqueues (reactor-bench counts
/// the main dispatch queue's).
@MainActor
public struct StatesScenario {
  let hops: () -> Int

  /// Counts hops with `hops`, a running total of main-actor enqueues.
  public init(hops: @escaping () -> Int) {
    self.hops = hops
  }

  /// Hops per emission when the consumer waits for every state: the producer sends one action
  /// and waits until the consumer has handled its state, `count` times.
  ///
  /// Waking the producer is exactly one hop per action (the consumer resumes its continuation
  /// from the main actor); it is subtracted, the rest is the consumer's.
  public func lockstep(_ count: Int) async -> Double {
    let reactor = SingleStepReactor()
    let handled = Handshake()
    let consumer = consume(reactor, until: count) { handled.signal() }
    await settle()
    let total = await hops {
      for _ in 0..<count {
        await withCheckedContinuation { continuation in
          handled.waiter = continuation
          reactor.send(.increase)
        }
      }
    }
    let received = await consumer.value
    precondition(received == count, "the consumer saw \(received) of \(count) states")
    return Double(total - count) / Double(count)
  }

  /// Hops per emission when `count` actions are sent in one synchronous burst and the consumer
  /// drains the buffered states afterwards. The producer's own hops are the one back from
  /// awaiting the consumer and the stream's termination; they are left in.
  public func burst(_ count: Int) async -> Double {
    let reactor = SingleStepReactor()
    let consumer = consume(reactor, until: count) {}
    await settle()
    let total = await hops {
      for _ in 0..<count { reactor.send(.increase) }
      let received = await consumer.value
      precondition(received == count, "the consumer saw \(received) of \(count) states")
    }
    return Double(total) / Double(count)
  }

  private func consume(
    _ reactor: SingleStepReactor,
    until last: Int,
    then handled: @escaping @MainActor () -> Void
  ) -> Task<Int, Never> {
    Task { @MainActor in
      var received = 0
      // The replayed initial state is not an emission of the measured actions.
      for await state in reactor.states where state.value > 0 {
        received += 1
        handled()
        if state.value == last { break }
      }
      return received
    }
  }

  /// Lets the consumer start, subscribe and wait for its first state before counting begins.
  private func settle() async {
    for _ in 0..<8 { await Task.yield() }
  }

  private func hops(_ body: () async -> Void) async -> Int {
    let start = hops()
    await body()
    return hops() - start
  }
}

/// The producer's wait for the consumer in ``StatesScenario/lockstep(_:)``.
@MainActor
final class Handshake {
  var waiter: CheckedContinuation<Void, Never>?

  func signal() {
    waiter?.resume()
    waiter = nil
  }
}
