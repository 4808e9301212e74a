import Clocks
import ReactorCore
import ReactorTesting
import Testing

// Attacks on the inline paths (a catch over inline parts, a flatMap after a single, a merge run
// as a sequence, deferred splicing, the leaf start check). Each attack runs the same program two
// ways: `inline: true` takes the inline path, `inline: false` is the same program written so it
// does not (its single is a `run` that sends once, or the catch's inside is merged with
// `.empty()`), which behaves as RxSwift does. A failing `inline: true` case is a difference.

private typealias Effect = Mutations<ChainReactor.Mutation>

/// An error that says which part threw it.
private struct Coded: Error, Equatable {
  let code: Int
}

@MainActor
private enum Parts {
  /// A single that emits 1 at once: a `task` (inline) or a `run` that sends once (not inline).
  static func one(inline: Bool) -> Mutations<Int> {
    inline ? .task { 1 } : .run { send in send(1) }
  }

  /// A catch's inside as it is, or merged with `.empty()`, which keeps the catch off the inline
  /// path and changes nothing else.
  static func inside(_ effect: Effect, inline: Bool) -> Effect {
    inline ? effect : .merge(effect, .empty())
  }

  static func fail(after duration: Duration, on clock: TestClock<Duration>, code: Int = 0) -> Effect {
    .task {
      try await clock.sleep(for: duration)
      throw Coded(code: code)
    }
  }

  static func value(_ value: Int, after duration: Duration, on clock: TestClock<Duration>) -> Effect {
    .task {
      try await clock.sleep(for: duration)
      return .append(value)
    }
  }

  /// A request that ignores cancellation, as an uncooperative SDK call does.
  static func uncooperative(_ value: Int, _ gate: Gate) -> Effect {
    .task {
      await gate.wait()
      return .append(value)
    }
  }

  /// The handler's value for an error: -1 for `Coded(0)`, -1 - code for the others.
  static func handled(_ error: any Error) -> Effect {
    .just(.append(-1 - ((error as? Coded)?.code ?? 100)))
  }
}

/// A page service on a test clock: each request waits a second.
@MainActor
private final class ClockPages {
  let clock: TestClock<Duration>
  private(set) var requests = 0

  init(clock: TestClock<Duration>) {
    self.clock = clock
  }

  func page(_ number: Int) async throws -> Int {
    requests += 1
    try await clock.sleep(for: .seconds(1))
    return number
  }

  /// RxSwift's paging shape, a catch around each level.
  func chain(_ number: Int, last: Int) -> Effect {
    Mutations<Int>.task { [self] in try await page(number) }
      .flatMap { [self] page in
        page == last ? .just(.append(page)) : .concat(.just(.append(page)), chain(page + 1, last: last))
      }
      .catch { _ in .just(.append(-1)) }
  }
}

@MainActor
struct SecondBreakingTests {
  // MARK: - catch over a flatMap whose part is a merge

  @Test(arguments: [true, false])
  func aCatchStartsItsHandlerWithoutWaitingForAnUncooperativeSibling(inline: Bool) async {
    // A user would notice: the fallback (`catch`) shows only when an unrelated slow request that
    // ignores cancellation finally returns; Rx switches at the error.
    let clock = TestClock()
    let gate = Gate()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return Parts.one(inline: inline)
        .flatMap { _ in .merge(Parts.fail(after: .seconds(1), on: clock), Parts.uncooperative(2, gate)) }
        .catch(Parts.handled)
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    let switched = await drainMainActor(until: { reactor.reduced == [-1] })
    gate.open()
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(switched, "the handler waited for the cancelled sibling's task")
    #expect(settled)
    #expect(reactor.reduced == [-1])
    #expect(reactor.errors.isEmpty)
    #expect(reactor.runningEffects.isEmpty)
  }

  @Test(arguments: [true, false])
  func aCatchStartsItsHandlerWithoutWaitingForAnUncooperativeSiblingOnAnExecutor(inline: Bool) async {
    // A user would notice (in a ReactorTester spec): the fallback waits for the ignored request.
    let clock = TestClock()
    let gate = Gate()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return Parts.one(inline: inline)
        .flatMap { _ in .merge(Parts.fail(after: .seconds(1), on: clock), Parts.uncooperative(2, gate)) }
        .catch(Parts.handled)
    }
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    let switched = await drainMainActor(until: { reactor.reduced == [-1] })
    gate.open()
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(switched, "the handler waited for the cancelled sibling's task")
    #expect(settled)
    #expect(reactor.reduced == [-1])
    #expect(reactor.errors.isEmpty)
  }

  @Test(arguments: [true, false])
  func aCatchsHandlerValueComesBeforeAnotherEffectsLaterValue(inline: Bool) async {
    // A user would notice: a value from another effect, woken just before the error and reduced
    // after it, comes before the fallback; in Rx the catch switches at the error, so the
    // fallback comes first (as it does off the inline path).
    let clock = TestClock()
    let other = Gate()
    let reactor = ChainReactor { _, action in
      switch action {
      case .go:
        Parts.one(inline: inline)
          .flatMap { _ in
            .merge(
              Effect.task {
                try await clock.sleep(for: .seconds(1))
                other.open()
                throw Coded(code: 0)
              },
              Parts.value(2, after: .seconds(10), on: clock))
          }
          .catch(Parts.handled)
      case .cancel:
        Parts.uncooperative(5, other)
      case .stop:
        .empty()
      }
    }
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.go)
    await drainMainActor()
    reactor.send(.cancel)
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [-1, 5])
    #expect(reactor.errors.isEmpty)
  }

  @Test(arguments: [true, false])
  func laterErrorsInsideACatchAreDropped(inline: Bool) async {
    let clock = TestClock()
    let handled = Box(0)
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        Parts.one(inline: inline)
          .flatMap { _ in
            .merge(
              Parts.fail(after: .seconds(1), on: clock, code: 1),
              Parts.fail(after: .seconds(1), on: clock, code: 2),
              Parts.value(2, after: .seconds(3), on: clock))
          }
          .catch { error in
            handled.value += 1
            return Parts.handled(error)
          },
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(2))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(handled.value == 1)
    #expect(reactor.reduced == [-2, 9])
    #expect(reactor.errors.isEmpty)
  }

  // MARK: - Nested catches, failing handlers

  @Test(arguments: [true, false])
  func aFailingInnerHandlerIsCaughtByTheOuterCatch(inline: Bool) async {
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      let inner = Parts.inside(Parts.fail(after: .seconds(1), on: clock, code: 1), inline: inline)
        .catch { _ in Parts.fail(after: .seconds(1), on: clock, code: 2) }
      return .concat(
        Parts.inside(.concat(inner, .just(.append(8))), inline: inline).catch(Parts.handled),
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [-3, 9])
    #expect(reactor.errors.isEmpty)
  }

  @Test(arguments: [true, false])
  func aHandlerThatFailsEndsTheEffectOnce(inline: Bool) async {
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        Parts.inside(
          Parts.one(inline: inline).flatMap { _ in Parts.fail(after: .seconds(1), on: clock, code: 1) },
          inline: inline
        )
        .catch { _ in .concat(.just(.append(-1)), Parts.fail(after: .seconds(1), on: clock, code: 2)) },
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [-1])
    #expect(reactor.errors == ["\(Coded(code: 2))"])
  }

  // MARK: - Ending early inside an inline part: the enclosing concat goes on in the send

  @Test(arguments: [true, false])
  func takeUntilInsideAFlatMapsPartLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // A user would notice: `.concat(load.flatMap { … take(until: refresh) }, .just(.setLoading(false)))`
    // still shows the spinner right after the refresh; the docs (and Rx) go on within that send.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        Parts.one(inline: inline).flatMap { _ in Parts.value(2, after: .seconds(10), on: clock).take(until: stop) },
        .just(.append(9)))
    }
    reactor.send(.go)
    reactor.send(.stop)
    #expect(reactor.reduced == [9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [9])
  }

  @Test(arguments: [true, false])
  func cancelByIDInsideAFlatMapsPartLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // A user would notice: after `.cancel(id:)` the closing `setLoading(false)` comes a few turns
    // later, not within the send that cancelled, as the docs say.
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      switch action {
      case .go:
        .concat(
          Parts.one(inline: inline).flatMap { _ in
            Parts.value(2, after: .seconds(10), on: clock).cancellable(id: "request")
          },
          .just(.append(9)))
      case .cancel: .cancel(id: "request")
      case .stop: .empty()
      }
    }
    reactor.send(.go)
    reactor.send(.cancel)
    #expect(reactor.reduced == [9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [9])
  }

  @Test(arguments: [true, false])
  func takeUntilInACatchsHandlerLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // A user would notice: a fallback that polls until `.stop` ends, but what follows the catch
    // comes only turns later, not within the `send(.stop)`.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        Parts.inside(Parts.fail(after: .seconds(1), on: clock), inline: inline)
          .catch { _ in
            .concat(.just(.append(-1)), Parts.value(2, after: .seconds(10), on: clock).take(until: stop))
          },
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    #expect(reactor.reduced == [-1])
    reactor.send(.stop)
    #expect(reactor.reduced == [-1, 9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [-1, 9])
  }

  @Test(arguments: [true, false])
  func takeUntilInsideACatchAroundAFlatMapLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // A user would notice: the paging shape with a catch at each level; a refresh ends the page
    // load, but the closing part comes turns later.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        Parts.one(inline: inline)
          .flatMap { _ in
            .concat(.just(.append(1)), Parts.value(2, after: .seconds(10), on: clock).take(until: stop))
          }
          .catch(Parts.handled),
        .just(.append(9)))
    }
    reactor.send(.go)
    #expect(reactor.reduced == [1])
    reactor.send(.stop)
    #expect(reactor.reduced == [1, 9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [1, 9])
  }

  @Test(arguments: [true, false])
  func takeUntilInsideAFlatMapsPartOnAnExecutor(inline: Bool) async {
    // A user would notice (in a ReactorTester spec): the closing part is missing right after `.stop`.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        Parts.one(inline: inline).flatMap { _ in Parts.value(2, after: .seconds(10), on: clock).take(until: stop) },
        .just(.append(9)))
    }
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.go)
    await drainMainActor()
    reactor.send(.stop)
    #expect(reactor.reduced == [9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [9])
  }

  // MARK: - The leaf start check

  @Test(arguments: [true, false])
  func aLeafAfterADeferredStepThatCancelledTheEffectStartsNothing(inline: Bool) async {
    // A user would notice: a request is still made (its body runs) after the effect was cancelled
    // by the step before it; the non-inline path starts nothing, as the docs say.
    let clock = TestClock()
    let started = Box(0)
    let reactor = ChainReactor { reactor, action in
      switch action {
      case .go:
        let first: Effect =
          inline
          ? Parts.value(0, after: .seconds(1), on: clock)
          : Parts.value(0, after: .seconds(1), on: clock).take(until: reactor.action.filter { _ in false })
        return .concat(
          first,
          .deferred { [weak reactor] in
            reactor?.send(.cancel)
            return .task {
              started.value += 1
              return .append(1)
            }
          }
        )
        .cancellable(id: "load")
      case .cancel: return .cancel(id: "load")
      case .stop: return .empty()
      }
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [0])
    #expect(started.value == 0)
  }

  // MARK: - Things expected to hold

  @Test(arguments: [true, false])
  func aCatchInAConcatGoesOnWithWhatFollowsAfterAnErrorPastASuspension(inline: Bool) async {
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        .just(.append(0)),
        Parts.inside(
          .concat(Parts.value(1, after: .seconds(1), on: clock), Parts.fail(after: .seconds(1), on: clock)),
          inline: inline
        ).catch(Parts.handled),
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [0, 1, -1, 9])
  }

  @Test(arguments: [true, false])
  func anUncaughtErrorInAFlatMapsMergeEndsTheEffectAndCancelsTheSibling(inline: Bool) async {
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        Parts.one(inline: inline).flatMap { _ in
          .merge(Parts.fail(after: .seconds(1), on: clock), Parts.value(2, after: .seconds(2), on: clock))
        },
        .just(.append(9)))
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    await advance(clock, by: .seconds(5))
    #expect(reactor.reduced == [])
    #expect(reactor.errors.count == 1)
  }

  @Test func aMergeRunAsASequenceKeepsRxOrder() async {
    // merge(just, task) inside a concat's inline run: the just, then the task, then what follows.
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        Mutations<Int>.task { 1 }.flatMap { _ in
          .merge(.just(.append(1)), .deferred { .merge(.just(.append(2)), Parts.value(3, after: .seconds(1), on: clock)) })
        },
        .just(.append(9)))
    }
    reactor.send(.go)
    #expect(reactor.reduced == [1, 2])
    await advance(clock, by: .seconds(1))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [1, 2, 3, 9])
  }

  @Test func aChainCancelledByIDWhileAPageLoadsRequestsNothingMoreAndGoesOn() async {
    let clock = TestClock()
    let pages = ClockPages(clock: clock)
    let reactor = ChainReactor { _, action in
      switch action {
      case .go: .concat(pages.chain(0, last: 99).cancellable(id: "paging"), .just(.append(9)))
      case .cancel: .cancel(id: "paging")
      case .stop: .empty()
      }
    }
    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    #expect(reactor.reduced == [0, 1])
    reactor.send(.cancel)
    #expect(reactor.reduced == [0, 1, 9])
    await advance(clock, by: .seconds(5))
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(pages.requests == 3)
    #expect(reactor.reduced == [0, 1, 9])
  }

  @Test func aChainWhoseReactorIsReleasedRequestsNothingMore() async {
    let clock = TestClock()
    let pages = ClockPages(clock: clock)
    var reactor: ChainReactor? = ChainReactor { _, action in
      action == .go ? pages.chain(0, last: 99) : .empty()
    }
    weak var released = reactor
    reactor?.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    #expect(reactor?.reduced == [0, 1])
    reactor = nil
    await drainMainActor()
    #expect(released == nil)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    #expect(pages.requests == 3)
  }
}

/// A main-actor cell the tests' closures write.
@MainActor
private final class Box<Value>: Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
