import Clocks
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct LifetimeTests {
  /// Starts `reactor`'s ticking effect and lets its first tick be reduced.
  private func tickOnce(_ reactor: ScriptedReactor, clock: TestClock<Duration>) async {
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await drainMainActor { reactor.currentState.recorded == [0] }
  }

  /// Checks that the reactor `weakReactor` pointed at is freed, and that its effect ticks no
  /// more however far `clock` moves.
  private func expectReleasedAndStopped(
    _ weakReactor: () -> ScriptedReactor?, clock: TestClock<Duration>, ticks: Log,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await drainMainActor { weakReactor() == nil }
    #expect(weakReactor() == nil, sourceLocation: sourceLocation)
    await clock.advance(by: .seconds(5))
    await drainMainActor()
    #expect(ticks.entries == ["tick 0"], sourceLocation: sourceLocation)
  }

  @Test func releasingViewAndReactorFreesBothAndStopsTheirEffects() async {
    let clock = TestClock()
    let ticks = Log()
    let terminated = Log()
    let (inputs, inputContinuation) = AsyncStream.makeStream(of: ScriptedReactor.Action.self)
    inputContinuation.onTermination = { _ in terminated.append("view input") }
    let (events, eventContinuation) = AsyncStream.makeStream(of: ScriptedReactor.Mutation.self)
    eventContinuation.onTermination = { _ in terminated.append("reactor stream") }
    weak var weakView: TestView?
    weak var weakReactor: ScriptedReactor?

    do {
      let reactor = ScriptedReactor { _ in .merge(.stream(events), interval(on: clock, ticks: ticks)) }
      let view = TestView(inputs: inputs)
      view.reactor = reactor
      inputContinuation.yield(.go)
      await drainMainActor { reactor.mutatedActions == [.go] }
      eventContinuation.yield(.add(10))
      await drainMainActor { view.rendered == [0, 10] }
      await advance(clock, by: .seconds(1))
      await drainMainActor { reactor.currentState.recorded == [0] }
      #expect(view.rendered == [0, 10, 10])
      weakView = view
      weakReactor = reactor
    }

    await drainMainActor { weakView == nil && weakReactor == nil }
    #expect(weakView == nil)
    #expect(weakReactor == nil)
    await drainMainActor { terminated.entries.count == 2 }
    #expect(Set(terminated.entries) == ["view input", "reactor stream"])
    let ticksAtRelease = ticks.entries
    await clock.advance(by: .seconds(5))
    await drainMainActor()
    #expect(ticks.entries == ticksAtRelease)
  }

  @Test func runningEffectDoesNotKeepTheReactorAlive() async {
    let clock = TestClock()
    let ticks = Log()
    weak var weakReactor: ScriptedReactor?

    do {
      let reactor = ScriptedReactor { _ in interval(on: clock, ticks: ticks) }
      await tickOnce(reactor, clock: clock)
      weakReactor = reactor
    }

    await expectReleasedAndStopped({ weakReactor }, clock: clock, ticks: ticks)
  }

  @Test func releasingTheReactorStopsItsEffectsEvenWhileAnObservationIsStillHeld() async {
    let clock = TestClock()
    let ticks = Log()
    var observed: [[Int]] = []
    var subscription: Subscription?
    weak var weakReactor: ScriptedReactor?

    do {
      let reactor = ScriptedReactor { _ in interval(on: clock, ticks: ticks) }
      subscription = reactor.observe { observed.append($0.recorded) }
      await tickOnce(reactor, clock: clock)
      weakReactor = reactor
    }

    await expectReleasedAndStopped({ weakReactor }, clock: clock, ticks: ticks)
    #expect(observed == [[], [0]])
    subscription?.cancel()
  }

  @Test func streamMergedInTransformMutationStopsWhenTheReactorIsReleased() async {
    let (events, continuation) = AsyncStream.makeStream(of: EventsReactor.Action.self)
    let terminated = Log()
    continuation.onTermination = { _ in terminated.append("terminated") }
    weak var weakReactor: EventsReactor?

    do {
      let reactor = EventsReactor(events: events)
      continuation.yield(.add(3))
      await drainMainActor { reactor.currentState.value == 3 }
      #expect(reactor.currentState.value == 3)
      #expect(terminated.entries == [])
      weakReactor = reactor
    }

    await drainMainActor { weakReactor == nil }
    #expect(weakReactor == nil)
    await drainMainActor { !terminated.entries.isEmpty }
    #expect(terminated.entries == ["terminated"])
  }

  @Test func statesStreamYieldsEveryStateAndFinishesWhenTheReactorIsReleased() async {
    var reactor: ScriptedReactor? = ScriptedReactor { _ in .just(.add(1)) }
    let states = reactor?.states
    let received = Log()
    let consumer = Task {
      guard let states else { return }
      for await state in states { received.append("\(state.value)") }
      received.append("finished")
    }

    reactor?.send(.go)
    reactor?.send(.go)
    await drainMainActor { received.entries.count == 3 }
    #expect(received.entries == ["0", "1", "2"])

    weak var weakReactor: ScriptedReactor?
    weakReactor = reactor
    reactor = nil
    #expect(weakReactor == nil)
    await drainMainActor { received.entries.last == "finished" }
    #expect(received.entries == ["0", "1", "2", "finished"])
    consumer.cancel()
  }
}
