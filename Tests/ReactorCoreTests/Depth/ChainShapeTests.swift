import ReactorCore
import Testing

/// The chains people write, run far deeper than a stack of tasks allows (one crashed at about
/// 800 pages in a debug build), each page answering at once: every page is reduced, in order.
@MainActor
struct ChainShapeTests {
  // MARK: - Inside one send

  @Test(arguments: [1_000, 10_000])
  func aPlainChainFinishesInsideOneSend(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.plain($1, 0, last: $2) })
  }

  @Test func aPlainChainWhoseLastPageFailsReachesHandleError() {
    // The error climbs from the bottom of the chain as one call, not a closure per page.
    #expect(runsToTheEnd(pages: 100_000, failing: 99_999) { Chains.plain($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 10_000])
  func aChainWithACatchAroundEachPageFinishesInsideOneSend(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.catchAround($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 10_000])
  func aChainWithCatchAndReturnOnEachRequestFinishesInsideOneSend(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.catchOnRequest($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 10_000])
  func aChainWithAMergeInsideFinishesInsideOneSend(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.mergeInside($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 10_000])
  func aConcatWhoseLastPartRecursesFinishesInsideOneSend(steps count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.concatTail($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 10_000])
  func aChainOfRunBodiesIsReducedInsideOneSend(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.run($1, 0, last: $2) })
  }

  @Test func twoReactorsFeedingEachOtherFinishInsideOneOnNext() {
    #expect(relaysToTheEnd(events: 10_000))
  }

  // MARK: - Over several turns

  @Test func aChainWithTakeUntilOnEachNextPageLoadsEveryPage() async {
    // Each next page starts inside the one before until 128 deep, then on the next turn.
    let pages = ChainPages()
    let reactor = ChainReactor { reactor, _ in Chains.takeUntil(reactor, pages, 0, last: 4_999) }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == Array(0..<5_000))
    #expect(pages.requests == 5_000)
  }

  // MARK: - Order

  /// RxSwift's order for `runTwice`: a nested subscription runs at once at any depth (only the
  /// first subscribe on a thread starts `CurrentThreadScheduler`'s trampoline), so every page
  /// comes first, then the markers from the deepest level out.
  static func rxOrder(pages count: Int) -> [Int] {
    Array(0..<count) + (1...count).reversed().map { -$0 }
  }

  @Test func aChainShallowerThanTheTrampolineKeepsRxOrder() {
    let pages = ChainPages()
    let reactor = ChainReactor { _, _ in Chains.runTwice(pages, 0, last: 49) }
    reactor.send(.go)
    #expect(reactor.reduced == Self.rxOrder(pages: 50))
  }

  // Past 64 levels a step waits for the outermost one (ComingFromReactorKit says why): RxSwift
  // would go on deeper in its order until its stack overflows. Every value still comes, and the
  // first 64 levels keep RxSwift's order.
  @Test func aChainDeeperThanTheTrampolineReducesEveryValue() {
    let pages = ChainPages()
    let reactor = ChainReactor { _, _ in Chains.runTwice(pages, 0, last: 199) }
    reactor.send(.go)
    let expected = Self.rxOrder(pages: 200)
    #expect(reactor.reduced.sorted() == expected.sorted())
    #expect(reactor.reduced.prefix(64) == expected.prefix(64))
  }

  @Test func anErrorMidChainEndsTheEffectAndStartsNothingAfter() async {
    let pages = ChainPages()
    pages.failing = 5
    let reactor = ChainReactor { _, _ in
      .concat(.just(.append(-10)), Chains.plain(pages, 0, last: 99), .just(.append(-20)))
    }
    reactor.send(.go)
    #expect(reactor.reduced == [-10, 0, 1, 2, 3, 4])
    #expect(reactor.errors.count == 1)
    #expect(pages.requests == 6)
    #expect(reactor.isIdle)
  }

  @Test func anErrorMidRunChainPastTheTrampolineEndsTheEffect() async {
    let pages = ChainPages()
    pages.failing = 150
    let reactor = ChainReactor { _, _ in
      .concat(Chains.run(pages, 0, last: 299), .just(.append(-20)))
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == Array(0..<150))
    #expect(reactor.errors.count == 1)
    #expect(pages.requests == 151)
  }
}
