import Clocks
import ReactorCore
import ReactorTesting
import Testing

// The inline paths (a catch over inline parts, a flatMap after a single, a merge run as a
// sequence, deferred splicing, the leaf start check) behave as the tasks they replace. Each test
// runs one program two ways: `inline: true` takes the inline path, `inline: false` is the same
// program written so it does not (its single is a `run` that sends once, or the catch's inside
// is merged with `.empty()`), which behaves as RxSwift does.

typealias ChainEffect = Mutations<ChainReactor.Mutation>

/// An error that says which part threw it.
struct Coded: Error, Equatable {
  let code: Int
}

@MainActor
enum InlineParts {
  /// A single that emits 1 at once: a `task` (inline) or a `run` that sends once (not inline).
  static func one(inline: Bool) -> Mutations<Int> {
    inline ? .task { 1 } : .run { send in send(1) }
  }

  /// A catch's inside as it is, or merged with `.empty()`, which keeps the catch off the inline
  /// path and changes nothing else.
  static func inside(_ effect: ChainEffect, inline: Bool) -> ChainEffect {
    inline ? effect : .merge(effect, .empty())
  }

  static func fail(after duration: Duration, on clock: TestClock<Duration>, code: Int = 0) -> ChainEffect {
    .task {
      try await clock.sleep(for: duration)
      throw Coded(code: code)
    }
  }

  static func value(_ value: Int, after duration: Duration, on clock: TestClock<Duration>) -> ChainEffect {
    .task {
      try await clock.sleep(for: duration)
      return .append(value)
    }
  }

  /// A request that ignores cancellation, as an uncooperative SDK call does.
  static func uncooperative(_ value: Int, _ gate: Gate) -> ChainEffect {
    .task {
      await gate.wait()
      return .append(value)
    }
  }

  /// The handler's value for an error: -1 for `Coded(0)`, -1 - code for the others.
  static func handled(_ error: any Error) -> ChainEffect {
    .just(.append(-1 - ((error as? Coded)?.code ?? 100)))
  }
}

/// A page service on a test clock: each request waits a second.
@MainActor
final class ClockPages {
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
  func chain(_ number: Int, last: Int) -> ChainEffect {
    Mutations<Int>.task { [self] in try await page(number) }
      .flatMap { [self] page in
        page == last ? .just(.append(page)) : .concat(.just(.append(page)), chain(page + 1, last: last))
      }
      .catch { _ in .just(.append(-1)) }
  }
}

@MainActor
struct InlinePathTests {
  // MARK: - catch over a flatMap whose part is a merge

  /// A catch around a value's part that merges a request failing after a second with one that
  /// ignores cancellation until `gate` opens.
  static func catchOverAnUncooperativeSibling(inline: Bool, clock: TestClock<Duration>, gate: Gate)
    -> ChainReactor
  {
    ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return InlineParts.one(inline: inline)
        .flatMap { _ in
          .merge(InlineParts.fail(after: .seconds(1), on: clock), InlineParts.uncooperative(2, gate))
        }
        .catch(InlineParts.handled)
    }
  }

  @Test(arguments: [true, false])
  func aCatchStartsItsHandlerWithoutWaitingForAnUncooperativeSibling(inline: Bool) async {
    // The fallback (`catch`) shows at the error, as Rx switches, not once a sibling request that
    // ignores cancellation returns.
    let clock = TestClock()
    let gate = Gate()
    let reactor = Self.catchOverAnUncooperativeSibling(inline: inline, clock: clock, gate: gate)
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
    // The same with an effect executor, as in a ReactorTester spec.
    let clock = TestClock()
    let gate = Gate()
    let reactor = Self.catchOverAnUncooperativeSibling(inline: inline, clock: clock, gate: gate)
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
    // A value from another effect, woken just before the error and reduced after it, comes after
    // the fallback: in Rx the catch switches at the error.
    let clock = TestClock()
    let other = Gate()
    let reactor = ChainReactor { _, action in
      switch action {
      case .go:
        InlineParts.one(inline: inline)
          .flatMap { _ in
            .merge(
              ChainEffect.task {
                try await clock.sleep(for: .seconds(1))
                other.open()
                throw Coded(code: 0)
              },
              InlineParts.value(2, after: .seconds(10), on: clock))
          }
          .catch(InlineParts.handled)
      case .cancel:
        InlineParts.uncooperative(5, other)
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
    let handled = ValueCell(0)
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        InlineParts.one(inline: inline)
          .flatMap { _ in
            .merge(
              InlineParts.fail(after: .seconds(1), on: clock, code: 1),
              InlineParts.fail(after: .seconds(1), on: clock, code: 2),
              InlineParts.value(2, after: .seconds(3), on: clock))
          }
          .catch { error in
            handled.value += 1
            return InlineParts.handled(error)
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
      let inner = InlineParts.inside(InlineParts.fail(after: .seconds(1), on: clock, code: 1), inline: inline)
        .catch { _ in InlineParts.fail(after: .seconds(1), on: clock, code: 2) }
      return .concat(
        InlineParts.inside(.concat(inner, .just(.append(8))), inline: inline).catch(InlineParts.handled),
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
        InlineParts.inside(
          InlineParts.one(inline: inline).flatMap { _ in
            InlineParts.fail(after: .seconds(1), on: clock, code: 1)
          },
          inline: inline
        )
        .catch { _ in .concat(.just(.append(-1)), InlineParts.fail(after: .seconds(1), on: clock, code: 2)) },
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

  // MARK: - Errors, cancellation and release in a chain

  @Test(arguments: [true, false])
  func aCatchInAConcatGoesOnWithWhatFollowsAfterAnErrorPastASuspension(inline: Bool) async {
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      guard action == .go else { return .empty() }
      return .concat(
        .just(.append(0)),
        InlineParts.inside(
          .concat(
            InlineParts.value(1, after: .seconds(1), on: clock),
            InlineParts.fail(after: .seconds(1), on: clock)),
          inline: inline
        ).catch(InlineParts.handled),
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
        InlineParts.one(inline: inline).flatMap { _ in
          .merge(
            InlineParts.fail(after: .seconds(1), on: clock),
            InlineParts.value(2, after: .seconds(2), on: clock))
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
          .merge(
            .just(.append(1)),
            .deferred { .merge(.just(.append(2)), InlineParts.value(3, after: .seconds(1), on: clock)) })
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
    weak let released = reactor
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
final class ValueCell<Value>: Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
