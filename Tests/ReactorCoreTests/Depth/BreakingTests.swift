import ReactorCore
import ReactorTesting
import Testing

// Attacks on "effects that answer at once never grow the stack", `Send` as a plain call, and the
// porting guide's corners, written as a ReactorKit porter would write the reactors. A test that
// fails here is a problem found; each says in one line what a user would notice.

/// A reactor whose `mutate` each attack gives; it records every value it reduces, in order.
final class BreakReactor: Reactor {
  enum Action: Equatable, Sendable {
    case go
    case stop
    case cancel

    var isStop: Bool { self == .stop }
  }

  enum Mutation: Sendable {
    case append(Int)
  }

  struct State: Equatable, Sendable {
    var count = 0
    var last = Int.min
  }

  typealias Script = @MainActor (BreakReactor, Action) -> Mutations<Mutation>

  let initialState = State()
  let runtime = Runtime()
  private let script: Script
  /// Every value reduced, in order (kept here, not in `State`, so a long chain stays linear).
  private(set) var reduced: [Int] = []
  private(set) var errors: [String] = []

  init(_ script: @escaping Script) {
    self.script = script
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    script(self, action)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    guard case .append(let value) = mutation else { return state }
    reduced.append(value)
    return State(count: state.count + 1, last: value)
  }

  func handleError(_ error: any Error) {
    errors.append("\(error)")
  }
}

/// A page service as a ported spec stubs it: it answers at once, or after one real suspension,
/// and may fail at one page.
@MainActor
final class BreakPages {
  private(set) var requests = 0
  var failing: Int?
  var suspends = false

  func page(_ number: Int) async throws -> Int {
    requests += 1
    if suspends { await Task.yield() }
    if number == failing { throw Boom() }
    return number
  }
}

/// The paging chains people write, each page's request made from the one before.
@MainActor
enum Chains {
  /// The chain the change is built for: `task`, `flatMap`, `concat`.
  static func plain(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last ? .just(.append(page)) : .concat(.just(.append(page)), plain(pages, page + 1, last: last))
      }
  }

  /// RxSwift's shape: `service.page(n).flatMap { … }.catch { … }`, the catch around each level.
  static func catchAround(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last
          ? .just(.append(page)) : .concat(.just(.append(page)), catchAround(pages, page + 1, last: last))
      }
      .catch { _ in .just(.append(-1)) }
  }

  /// Each page's request guarded by `catchAndReturn`, as GitHubSearch guards its request.
  static func catchOnRequest(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .catchAndReturn(-1)
      .flatMap { page in
        page == last || page < 0
          ? .just(.append(page)) : .concat(.just(.append(page)), catchOnRequest(pages, page + 1, last: last))
      }
  }

  /// The next page ended by `.stop`, as a refresh ends a running load.
  static func takeUntil(_ reactor: BreakReactor, _ pages: BreakPages, _ number: Int, last: Int)
    -> Mutations<BreakReactor.Mutation>
  {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { [weak reactor] page in
        guard let reactor else { return .empty() }
        return page == last
          ? .just(.append(page))
          : .concat(
            .just(.append(page)),
            takeUntil(reactor, pages, page + 1, last: last).take(until: reactor.action.filter(\.isStop)))
      }
  }

  /// Each page appended beside the next page's load.
  static func mergeInside(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last ? .just(.append(page)) : .merge(.just(.append(page)), mergeInside(pages, page + 1, last: last))
      }
  }

  /// A `concat` whose last part recurses: the request, then the rest made when its turn comes.
  static func concatTail(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    .concat(
      Mutations<Int>.task { try await pages.page(number) }.map(BreakReactor.Mutation.append),
      number == last ? .empty() : .deferred { concatTail(pages, number + 1, last: last) })
  }

  /// A callback-style request (`Observable.create`) that emits the page, then a marker, `-page - 1`.
  static func runTwice(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.run { send in
      let page = try await pages.page(number)
      send(page)
      send(-page - 1)
    }
    .flatMap { value in
      value < 0 || value == last
        ? .just(.append(value)) : .concat(.just(.append(value)), runTwice(pages, value + 1, last: last))
    }
  }

  /// A callback-style request chained page after page.
  static func run(_ pages: BreakPages, _ number: Int, last: Int) -> Mutations<BreakReactor.Mutation> {
    Mutations<Int>.run { send in send(try await pages.page(number)) }
      .flatMap { page in
        page == last ? .just(.append(page)) : .concat(.just(.append(page)), run(pages, page + 1, last: last))
      }
  }
}

/// Runs `chain` for `count` instant pages in one `send`, in the calling process, and checks every
/// page was reduced in order; false when it was not.
@MainActor
func runsToTheEnd(
  pages count: Int,
  failing: Int? = nil,
  _ chain: @escaping @MainActor (BreakReactor, BreakPages, Int) -> Mutations<BreakReactor.Mutation>
) -> Bool {
  let pages = BreakPages()
  pages.failing = failing
  let reactor = BreakReactor { reactor, _ in chain(reactor, pages, count - 1) }
  reactor.send(.go)
  if let failing {
    return reactor.reduced == Array(0..<failing) && reactor.errors.count == 1 && pages.requests == failing + 1
  }
  return reactor.reduced == Array(0..<count) && reactor.errors.isEmpty && pages.requests == count
}

/// One of two reactors that feed each other: each event it hears from `inbox` starts an effect
/// that publishes the next, smaller one to `outbox`, which the other reactor follows.
final class RelayReactor: Reactor {
  typealias Action = NoAction
  enum Mutation: Sendable { case heard(Int) }
  struct State: Equatable, Sendable { var count = 0 }

  let initialState = State()
  let runtime = Runtime()
  let inbox: PublishSubject<Int>
  let outbox: PublishSubject<Int>

  init(inbox: PublishSubject<Int>, outbox: PublishSubject<Int>) {
    self.inbox = inbox
    self.outbox = outbox
    _ = self.state
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    .merge(
      mutation,
      Mutations<Int>.stream(inbox).flatMap { [outbox] value in
        .run { send in
          send(.heard(value))
          if value > 0 { outbox.onNext(value - 1) }
        }
      })
  }

  func reduce(state: State, mutation: Mutation) -> State {
    State(count: state.count + 1)
  }
}

/// Whether two relays hand `count` events back and forth inside one `onNext`.
@MainActor
func relaysToTheEnd(events count: Int) -> Bool {
  let (ping, pong) = (PublishSubject<Int>(), PublishSubject<Int>())
  let first = RelayReactor(inbox: ping, outbox: pong)
  let second = RelayReactor(inbox: pong, outbox: ping)
  ping.onNext(count - 1)
  return first.currentState.count + second.currentState.count == count
}

@MainActor
struct BreakingTests {
  // MARK: - Depth: shapes people write, 100,000 deep, each in a process of its own

  @Test func thePlainChainRuns100000Deep() async {
    // Control: the shape the change is built for.
    await #expect(processExitsWith: .success) {
      await MainActor.run { precondition(runsToTheEnd(pages: 100_000) { Chains.plain($1, 0, last: $2) }) }
    }
  }

  @Test func aPlainChainWhoseLastPageFailsRuns100000Deep() async {
    // The network fails on the last page of a long load: the app crashes (signal 11) instead of
    // reaching handleError (the error climbs a closure per level, on the thread's stack).
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(runsToTheEnd(pages: 100_000, failing: 99_999) { Chains.plain($1, 0, last: $2) })
      }
    }
  }

  @Test func aChainWithACatchAroundEachLevelRuns1000Deep() async {
    // `page(n).flatMap { … }.catch { … }`, RxSwift's usual shape: crashes with signal 11 before
    // 1,000 pages in debug (each level starts a task inside the one before, no trampoline).
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(runsToTheEnd(pages: 1_000) { Chains.catchAround($1, 0, last: $2) })
      }
    }
  }

  @Test func aChainWithTakeUntilOnEachNextPageRuns1000Deep() async {
    // A load a refresh may end: crashes with signal 11 before 1,000 pages in debug.
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(runsToTheEnd(pages: 1_000) { Chains.takeUntil($0, $1, 0, last: $2) })
      }
    }
  }

  @Test func aChainWithAMergeInsideRuns2000Deep() async {
    // `.merge(.just(append), next)`: crashes with signal 11 before 2,000 pages in debug.
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(runsToTheEnd(pages: 2_000) { Chains.mergeInside($1, 0, last: $2) })
      }
    }
  }

  @Test func aConcatWhoseLastPartRecursesRuns2000Deep() async {
    // `.concat(request, .deferred { next })`, which CHANGELOG says "goes on in a loop": with a
    // `task` in it, each step starts a task inside the one before; signal 11 before 2,000 steps.
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(runsToTheEnd(pages: 2_000) { Chains.concatTail($1, 0, last: $2) })
      }
    }
  }

  @Test func aChainOfRunBodiesRuns100000Deep() async {
    // The trampoline's path (DepthTests stop at 10,000).
    await #expect(processExitsWith: .success) {
      await MainActor.run { precondition(runsToTheEnd(pages: 100_000) { Chains.run($1, 0, last: $2) }) }
    }
  }

  @Test func twoReactorsFeedingEachOtherRun100000Deep() async {
    // Each reactor's trampoline counts only its own steps.
    await #expect(processExitsWith: .success) {
      await MainActor.run { precondition(relaysToTheEnd(events: 100_000)) }
    }
  }

  // MARK: - Depth: the same shapes, a few thousand deep, in process

  @Test(arguments: [1_000, 5_000])
  func aShallowerPlainChainFinishes(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.plain($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 5_000])
  func aShallowerChainWithCatchAndReturnOnEachRequestFinishes(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.catchOnRequest($1, 0, last: $2) })
  }

  @Test(arguments: [1_000, 5_000])
  func aShallowerChainOfRunBodiesFinishes(pages count: Int) {
    #expect(runsToTheEnd(pages: count) { Chains.run($1, 0, last: $2) })
  }

  // MARK: - Order

  /// RxSwift's order for `runTwice`: a nested subscription runs at once at any depth (only the
  /// first subscribe on a thread starts `CurrentThreadScheduler`'s trampoline), so every page
  /// comes first, then the markers from the deepest level out.
  static func rxOrder(pages count: Int) -> [Int] {
    Array(0..<count) + (1...count).reversed().map { -$0 }
  }

  @Test func aShallowChainOfTwoValueRunsKeepsRxOrder() {
    // Control: 50 levels, below the trampoline's 64.
    let pages = BreakPages()
    let reactor = BreakReactor { _, _ in Chains.runTwice(pages, 0, last: 49) }
    reactor.send(.go)
    #expect(reactor.reduced == Self.rxOrder(pages: 50))
  }

  @Test func aDeepChainOfTwoValueRunsKeepsRxOrder() {
    // The same program 200 deep reduces its states in another order: past level 64 markers
    // come before pages, so a program's order depends on how deep it went.
    let pages = BreakPages()
    let reactor = BreakReactor { _, _ in Chains.runTwice(pages, 0, last: 199) }
    reactor.send(.go)
    #expect(reactor.reduced.count == 400)
    let expected = Self.rxOrder(pages: 200)
    let firstDifference = reactor.reduced.indices.first { index in reactor.reduced[index] != expected[index] }
    #expect(firstDifference == nil, "first differs at index \(firstDifference ?? -1)")
  }

  // MARK: - Cancellation, errors and release mid-chain

  @Test func takeUntilMidChainRequestsNoLaterPage() async {
    // A refresh ends the load at page 3, and the service is still asked for page 4.
    let pages = BreakPages()
    pages.suspends = true
    let reactor = BreakReactor { reactor, action in
      action == .go ? Chains.takeUntil(reactor, pages, 0, last: 99) : .empty()
    }
    reactor.observe { [weak reactor] state in
      if state.count == 4 { reactor?.send(.stop) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == [0, 1, 2, 3])
    #expect(pages.requests == 4)
  }

  @Test func cancelByIDMidChainRequestsNoLaterPage() async {
    let pages = BreakPages()
    pages.suspends = true
    let reactor = BreakReactor { _, action in
      switch action {
      case .go: Chains.plain(pages, 0, last: 99).cancellable(id: "paging")
      case .cancel: .cancel(id: "paging")
      case .stop: .empty()
      }
    }
    reactor.observe { [weak reactor] state in
      if state.count == 4 { reactor?.send(.cancel) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == [0, 1, 2, 3])
    #expect(pages.requests == 4)
  }

  @Test func cancelByIDMidRunChainRequestsNoLaterPage() async {
    // A callback-style load cancelled at page 4 still asks the service for page 5 (its task is
    // started cancelled, and its body runs anyway).
    let pages = BreakPages()
    pages.suspends = true
    let reactor = BreakReactor { _, action in
      switch action {
      case .go: Chains.run(pages, 0, last: 99).cancellable(id: "paging")
      case .cancel: .cancel(id: "paging")
      case .stop: .empty()
      }
    }
    reactor.observe { [weak reactor] state in
      if state.count == 4 { reactor?.send(.cancel) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    for _ in 0..<20 { await Task.yield() }
    #expect(reactor.reduced == [0, 1, 2, 3])
    #expect(pages.requests == 4)
  }

  @Test func aConcatCancelledBetweenItsPartsStartsNoLaterPart() async {
    // Cancelled when its second part is reduced, the concat still runs its third part's body:
    // the service is asked for a page (or a delete is made) after the effect was cancelled.
    let pages = BreakPages()
    let reactor = BreakReactor { _, action in
      switch action {
      case .go:
        .concat(
          Mutations<Int>.task { await Task.yield(); return 1 }.catchAndReturn(-1).map(BreakReactor.Mutation.append),
          .just(.append(2)),
          Mutations<Int>.task { try await pages.page(3) }.map(BreakReactor.Mutation.append)
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
    for _ in 0..<20 { await Task.yield() }
    #expect(reactor.reduced == [1, 2])
    #expect(pages.requests == 0)
  }

  @Test func takeUntilMidRunChainRequestsNoLaterPage() async {
    // The same through `run` bodies: one request after the load was ended.
    let pages = BreakPages()
    pages.suspends = true
    let reactor = BreakReactor { reactor, action in
      action == .go ? Chains.run(pages, 0, last: 99).take(until: reactor.action.filter(\.isStop)) : .empty()
    }
    reactor.observe { [weak reactor] state in
      if state.count == 4 { reactor?.send(.stop) }
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    for _ in 0..<20 { await Task.yield() }
    #expect(reactor.reduced == [0, 1, 2, 3])
    #expect(pages.requests == 4)
  }

  @Test func anErrorMidChainEndsTheEffectAndStartsNothingAfter() async {
    let pages = BreakPages()
    pages.failing = 5
    let reactor = BreakReactor { _, _ in
      .concat(.just(.append(-10)), Chains.plain(pages, 0, last: 99), .just(.append(-20)))
    }
    reactor.send(.go)
    #expect(reactor.reduced == [-10, 0, 1, 2, 3, 4])
    #expect(reactor.errors.count == 1)
    #expect(pages.requests == 6)
    #expect(reactor.isIdle)
  }

  @Test func anErrorMidRunChainPastTheTrampolineEndsTheEffect() async {
    let pages = BreakPages()
    pages.failing = 150
    let reactor = BreakReactor { _, _ in
      .concat(Chains.run(pages, 0, last: 299), .just(.append(-20)))
    }
    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.reduced == Array(0..<150))
    #expect(reactor.errors.count == 1)
    #expect(pages.requests == 151)
  }

  @Test func releasingTheReactorMidChainStopsRequestingPages() async {
    let pages = BreakPages()
    pages.suspends = true
    var reactor: BreakReactor? = BreakReactor { _, _ in Chains.plain(pages, 0, last: 999) }
    weak let released = reactor
    reactor?.send(.go)
    for _ in 0..<5 { await Task.yield() }
    reactor = nil
    #expect(released == nil)
    let requests = pages.requests
    for _ in 0..<50 { await Task.yield() }
    #expect(requests < 1_000)
    #expect(pages.requests == requests)
  }

  @Test func releasingTheReactorMidRunChainStopsRequestingPages() async {
    let pages = BreakPages()
    pages.suspends = true
    var reactor: BreakReactor? = BreakReactor { _, _ in Chains.run(pages, 0, last: 999) }
    weak let released = reactor
    reactor?.send(.go)
    for _ in 0..<5 { await Task.yield() }
    reactor = nil
    #expect(released == nil)
    let requests = pages.requests
    for _ in 0..<50 { await Task.yield() }
    #expect(requests < 1_000)
    #expect(pages.requests == requests)
  }

  // MARK: - Send as a plain call

  /// A service that reports changes through a callback, synchronously, as a player does.
  @MainActor
  final class Player {
    var onChange: ((Int) -> Void)?
    func change(to value: Int) { onChange?(value) }
  }

  @Test func aCallbackFiredFromAnObserverKeepsEveryObserverOnTheLatestState() {
    // A view that drives a player from its observer: the second observer is left showing 1
    // while the state is 2 (the callback's value is reduced inside the round of notifications).
    let player = Player()
    let reactor = BreakReactor { _, _ in
      .run { send in
        player.onChange = { send(.append($0)) }
        try await Task.sleep(for: .seconds(3_600))
      }
    }
    var first: [Int] = []
    var second: [Int] = []
    reactor.observe { state in
      first.append(state.last)
      if state.last == 1 { player.change(to: 2) }
    }
    reactor.observe { second.append($0.last) }
    reactor.send(.go)
    player.change(to: 1)
    #expect(reactor.currentState.last == 2)
    #expect(first.last == 2)
    #expect(second.last == 2, "the second observer saw \(second)")
  }

  @Test func aCallbackSendsTwiceInARowInOrderAndNothingAfterTheBodyReturns() async {
    let box = SendBox<BreakReactor.Mutation>()
    let reactor = BreakReactor { _, _ in
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
    let reactor = BreakReactor { _, _ in
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

  // MARK: - With an effect executor (ReactorTester's path)

  @Test func aDeepRunChainDrainsWithAnEffectExecutor() async {
    // A ported spec of a long callback-style load under ReactorTester: drain gives up after its
    // 1,000 turns with the load unfinished (504 to 647 of 3,000 pages, run alone), so `receive`
    // and `finish` fail; in the full parallel suite it may get through.
    let pages = BreakPages()
    let reactor = BreakReactor { _, _ in Chains.run(pages, 0, last: 2_999) }
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.go)
    await drainMainActor(until: { reactor.isIdle })
    #expect(reactor.reduced.count == 3_000)
    #expect(reactor.isIdle)
  }

  @Test func aDeepTaskChainDrainsWithAnEffectExecutor() async {
    // Even the `task` chain, one task without an executor, takes main-actor turns per page with
    // one: run alone, a drain (1,000 turns) stopped at 578 to 809 of 10,000 pages, a different
    // count each run (in the full parallel suite it may get through).
    let pages = BreakPages()
    let reactor = BreakReactor { _, _ in Chains.plain(pages, 0, last: 9_999) }
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.go)
    #expect(reactor.reduced.isEmpty)
    await drainMainActor(until: { reactor.isIdle })
    let inOrder = reactor.reduced.elementsEqual(0..<reactor.reduced.count)
    #expect(inOrder)
    #expect(reactor.reduced.count == 10_000)
  }
}

