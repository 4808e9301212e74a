import ReactorCore
import ReactorTesting
import Testing

/// A chain stopped mid-way (`take(until:)`, `cancel(id:)`, the reactor's release) asks its
/// service for nothing more, and a `send` kept beyond its effect does nothing.
@MainActor
struct ChainCancellationTests {
  /// How a load is stopped after its fourth page is reduced.
  enum Stop: CaseIterable, Sendable {
    /// `take(until:)` on each next page of a `task` chain.
    case takeUntilEachPage
    /// `take(until:)` around a chain of `run` bodies.
    case takeUntilAroundRuns
    /// `cancel(id:)` of a `task` chain.
    case cancelTasks
    /// `cancel(id:)` of a chain of `run` bodies.
    case cancelRuns

    @MainActor
    func load(_ pages: ChainPages, by reactor: ChainReactor) -> Mutations<ChainReactor.Mutation> {
      switch self {
      case .takeUntilEachPage: Chains.takeUntil(reactor, pages, 0, last: 99)
      case .takeUntilAroundRuns: Chains.run(pages, 0, last: 99).take(until: reactor.action.filter(\.isStop))
      case .cancelTasks: Chains.plain(pages, 0, last: 99).cancellable(id: "paging")
      case .cancelRuns: Chains.run(pages, 0, last: 99).cancellable(id: "paging")
      }
    }
  }

  // A refresh ends the load after page 3: page 4 is never requested, whichever way it ends.
  @Test(arguments: Stop.allCases)
  func stoppingAChainMidWayRequestsNoLaterPage(_ stop: Stop) async {
    let pages = ChainPages()
    pages.suspends = true
    let reactor = ChainReactor { reactor, action in
      switch action {
      case .go: stop.load(pages, by: reactor)
      case .cancel: .cancel(id: "paging")
      case .stop: .empty()
      }
    }
    reactor.observe { [weak reactor] state in
      if state.count == 4 { reactor?.send(stop == .cancelTasks || stop == .cancelRuns ? .cancel : .stop) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    // Long enough for a request started after the end to have been made.
    await drainMainActor(turns: 20)
    #expect(reactor.reduced == [0, 1, 2, 3])
    #expect(pages.requests == 4)
  }

  @Test func aConcatCancelledBetweenItsPartsStartsNoLaterPart() async {
    // Cancelled when its second part is reduced, the concat starts no later part: no request
    // (or delete) is made after the effect was cancelled, as with a disposed Rx concat.
    let pages = ChainPages()
    let reactor = ChainReactor { _, action in
      switch action {
      case .go:
        .concat(
          Mutations<Int>.task {
            await Task.yield(); return 1
          }.catchAndReturn(-1).map(ChainReactor.Mutation.append),
          .just(.append(2)),
          Mutations<Int>.task { try await pages.page(3) }.map(ChainReactor.Mutation.append)
        )
        .cancellable(id: "effect")
      case .cancel: .cancel(id: "effect")
      case .stop: .empty()
      }
    }
    reactor.observe { [weak reactor] state in
      if state.last == 2 { reactor?.send(.cancel) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    await drainMainActor(turns: 20)
    #expect(reactor.reduced == [1, 2])
    #expect(pages.requests == 0)
  }

  // Released while a page loads, a chain of tasks or of `run` bodies asks for nothing more.
  @Test(arguments: [false, true])
  func releasingTheReactorMidChainStopsRequestingPages(throughRunBodies: Bool) async {
    let pages = ChainPages()
    pages.suspends = true
    var reactor: ChainReactor? = ChainReactor { _, _ in
      throughRunBodies ? Chains.run(pages, 0, last: 999) : Chains.plain(pages, 0, last: 999)
    }
    weak let released = reactor
    reactor?.send(.go)
    await drainMainActor(turns: 5)
    reactor = nil
    #expect(released == nil)
    let requests = pages.requests
    await drainMainActor(turns: 50)
    #expect(requests < 1_000)
    #expect(pages.requests == requests)
  }

  // MARK: - Send as a plain call

  @Test func aCallbackSendsTwiceInARowInOrderAndNothingAfterTheBodyReturns() async {
    let box = SendBox<ChainReactor.Mutation>()
    let reactor = ChainReactor { _, _ in
      .run { send in
        box.send = send
        send(.append(1))
        send(.append(2))
      }
    }
    reactor.send(.go)
    #expect(reactor.reduced == [1, 2])
    box.send?(.append(3))
    let send = box.send
    await Task.detached { await send?(.append(4)) }.value
    #expect(reactor.reduced == [1, 2])
  }

  @Test func aDetachedTaskAwaitsSendWhileTheBodyRuns() async {
    let reactor = ChainReactor { _, _ in
      .run { send in
        await Task.detached {
          for value in 1...3 { await send(.append(value)) }
        }.value
      }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == [1, 2, 3])
  }
}
