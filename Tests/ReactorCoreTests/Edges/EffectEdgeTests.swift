import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// A main-actor cell for a value an effect hands out.
@MainActor
final class Cell<Value> {
  var value: Value?
}

/// Sleeps a second on a clock for each element, so cancelling its binding throws
/// `CancellationError` out of the iteration.
struct Ticks: AsyncSequence, Sendable {
  let clock: TestClock<Duration>

  struct AsyncIterator: AsyncIteratorProtocol {
    let clock: TestClock<Duration>

    mutating func next() async throws -> ScriptedReactor.Action? {
      try await clock.sleep(for: .seconds(1))
      return .go
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(clock: clock) }
}

@MainActor
struct EffectEdgeTests {
  @Test func catchSwitchesAtTheFirstErrorAndEndsTheRest() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      Mutations.merge(
        .task { throw Boom() },
        .run { send in
          for value in 1...3 {
            try await clock.sleep(for: .seconds(1))
            send(.add(value))
          }
        }
      )
      .catch { _ in .just(.set(-1)) }
    }

    reactor.send(.go)
    await drainMainActor(until: { reactor.isIdle })
    await advance(clock, by: .seconds(3))

    #expect(reactor.reducedMutations == [.set(-1)])
    #expect(reactor.errors.isEmpty)
    #expect(reactor.isIdle)
  }

  @Test func anEscapedSendDeliversNothingAfterItsEffectIsCancelled() async {
    let clock = TestClock()
    let escaped = Cell<Send<ScriptedReactor.Mutation>>()
    let reactor = ScriptedReactor(watching: { action, actions in
      switch action {
      case .go:
        .run { send in
          await MainActor.run { escaped.value = send }
          try await clock.sleep(for: .seconds(10))
        }
        .cancellable(id: "request")
      case .load:
        .run { send in
          await MainActor.run { escaped.value = send }
          try await clock.sleep(for: .seconds(10))
        }
        .take(until: actions.filter(\.isStop))
      case .cancel: .cancel(id: "request")
      case .stop: .empty()
      }
    })

    reactor.send(.go)
    await drainMainActor(until: { escaped.value != nil })
    reactor.send(.cancel)
    escaped.value?(.add(1))
    escaped.value = nil
    reactor.send(.load("q"))
    await drainMainActor(until: { escaped.value != nil })
    reactor.send(.stop)
    escaped.value?(.add(10))

    #expect(reactor.currentState.value == 0)
    #expect(reactor.reducedMutations.isEmpty)
  }

  @Test func anEndedBindingReportsNoError() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    let binding = Ticks(clock: clock).send(to: reactor)
    await advance(clock, by: .seconds(1))

    binding.cancel()
    await drainMainActor()

    #expect(reactor.currentState.value == 1)
    #expect(reactor.errors.isEmpty)
  }

  @Test func waitUntilIdleReturnsWhenTheWaiterIsCancelled() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in interval(on: clock) }
    reactor.send(.go)
    let returned = Cell<Bool>()
    let waiter = Task {
      await reactor.waitUntilIdle()
      returned.value = true
    }
    await drainMainActor()

    waiter.cancel()
    await drainMainActor(until: { returned.value == true })

    #expect(returned.value == true)
    #expect(!reactor.isIdle)
  }

  @Test func takeUntilRefusesAnotherReactorOfTheSameType() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let other = ScriptedReactor()
        let reactor = ScriptedReactor { _ in
          Mutations<ScriptedReactor.Mutation>.task { .add(1) }.take(until: other.action)
        }
        reactor.send(.go)
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("take(until:) watches the actions of another reactor"))
  }
}

struct TesterIsolationTests {
  @Test func aTesterReleasedOffTheMainActorStillChecksWhatIsLeft() async {
    await withKnownIssue {
      let tester = await ReactorTester(ScriptedReactor { _ in .just(.add(1)) })
      await tester.send(.go)
      // Released here, in a nonisolated test: the unchecked state is reported, nothing crashes.
    } matching: { issue in
      issue.description.contains("the test never checked")
    }
  }
}
