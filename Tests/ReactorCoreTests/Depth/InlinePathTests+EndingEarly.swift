import Clocks
import ReactorCore
import ReactorTesting
import Testing

// A part that ends early inside an inline run (`take(until:)`, `cancel(id:)`) lets what encloses
// it go on within the send that ended it, and a step that cancels its effect starts nothing after.
extension InlinePathTests {
  // MARK: - Ending early inside an inline part: the enclosing concat goes on in the send

  /// A value's part that `.stop` ends, then 9: `.concat(load.flatMap { … take(until: refresh) },
  /// .just(.setLoading(false)))`.
  static func loadEndedByStopThenNine(inline: Bool, clock: TestClock<Duration>) -> ChainReactor {
    ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        InlineParts.one(inline: inline).flatMap { _ in
          InlineParts.value(2, after: .seconds(10), on: clock).take(until: stop)
        },
        .just(.append(9)))
    }
  }

  @Test(arguments: [true, false])
  func takeUntilInsideAFlatMapsPartLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // `.concat(load.flatMap { … take(until: refresh) }, .just(.setLoading(false)))`: the spinner
    // is off right after the refresh, within its send, as in Rx.
    let clock = TestClock()
    let reactor = Self.loadEndedByStopThenNine(inline: inline, clock: clock)
    reactor.send(.go)
    reactor.send(.stop)
    #expect(reactor.reduced == [9])
    let settled = await drainMainActor(until: { reactor.isIdle })
    #expect(settled)
    #expect(reactor.reduced == [9])
  }

  @Test(arguments: [true, false])
  func cancelByIDInsideAFlatMapsPartLetsTheConcatGoOnInTheSend(inline: Bool) async {
    // After `.cancel(id:)`, the closing `setLoading(false)` comes within the send that cancelled.
    let clock = TestClock()
    let reactor = ChainReactor { _, action in
      switch action {
      case .go:
        .concat(
          InlineParts.one(inline: inline).flatMap { _ in
            InlineParts.value(2, after: .seconds(10), on: clock).cancellable(id: "request")
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
    // A fallback that polls until `.stop`: what follows the catch comes within the `send(.stop)`.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        InlineParts.inside(InlineParts.fail(after: .seconds(1), on: clock), inline: inline)
          .catch { _ in
            .concat(
              .just(.append(-1)), InlineParts.value(2, after: .seconds(10), on: clock).take(until: stop))
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
    // The paging shape with a catch at each level: a refresh ends the page load, and the closing
    // part comes within its send.
    let clock = TestClock()
    let reactor = ChainReactor { reactor, action in
      guard action == .go else { return .empty() }
      let stop = reactor.action.filter(\.isStop)
      return .concat(
        InlineParts.one(inline: inline)
          .flatMap { _ in
            .concat(.just(.append(1)), InlineParts.value(2, after: .seconds(10), on: clock).take(until: stop))
          }
          .catch(InlineParts.handled),
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
    // With an effect executor, as in a ReactorTester spec: the closing part comes after `.stop`.
    let clock = TestClock()
    let reactor = Self.loadEndedByStopThenNine(inline: inline, clock: clock)
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
    // Cancelled by the step before it, the effect makes no request after, on either path.
    let clock = TestClock()
    let started = ValueCell(0)
    let reactor = ChainReactor { reactor, action in
      switch action {
      case .go:
        let first: ChainEffect =
          inline
          ? InlineParts.value(0, after: .seconds(1), on: clock)
          : InlineParts.value(0, after: .seconds(1), on: clock).take(
            until: reactor.action.filter { _ in false })
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
}
