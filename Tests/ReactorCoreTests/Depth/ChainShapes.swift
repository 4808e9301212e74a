import ReactorCore
import ReactorTesting
import Testing

// The chains of effects people write, page after page, for the tests of depth, order,
// cancellation and `send` (ChainShapeTests, ChainCancellationTests).

/// A reactor whose `mutate` each test gives; it records every value it reduces, in order.
final class ChainReactor: Reactor {
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

  typealias Script = @MainActor (ChainReactor, Action) -> Mutations<Mutation>

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
final class ChainPages {
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
  static func plain(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last
          ? .just(.append(page)) : .concat(.just(.append(page)), plain(pages, page + 1, last: last))
      }
  }

  /// RxSwift's shape: `service.page(n).flatMap { … }.catch { … }`, the catch around each level.
  static func catchAround(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last
          ? .just(.append(page)) : .concat(.just(.append(page)), catchAround(pages, page + 1, last: last))
      }
      .catch { _ in .just(.append(-1)) }
  }

  /// Each page's request guarded by `catchAndReturn`, as GitHubSearch guards its request.
  static func catchOnRequest(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<
    ChainReactor.Mutation
  > {
    Mutations<Int>.task { try await pages.page(number) }
      .catchAndReturn(-1)
      .flatMap { page in
        page == last || page < 0
          ? .just(.append(page)) : .concat(.just(.append(page)), catchOnRequest(pages, page + 1, last: last))
      }
  }

  /// The next page ended by `.stop`, as a refresh ends a running load.
  static func takeUntil(_ reactor: ChainReactor, _ pages: ChainPages, _ number: Int, last: Int)
    -> Mutations<ChainReactor.Mutation>
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
  static func mergeInside(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
    Mutations<Int>.task { try await pages.page(number) }
      .flatMap { page in
        page == last
          ? .just(.append(page)) : .merge(.just(.append(page)), mergeInside(pages, page + 1, last: last))
      }
  }

  /// A `concat` whose last part recurses: the request, then the rest made when its turn comes.
  static func concatTail(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
    .concat(
      Mutations<Int>.task { try await pages.page(number) }.map(ChainReactor.Mutation.append),
      number == last ? .empty() : .deferred { concatTail(pages, number + 1, last: last) })
  }

  /// A callback-style request (`Observable.create`) that emits the page, then a marker, `-page - 1`.
  static func runTwice(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
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
  static func run(_ pages: ChainPages, _ number: Int, last: Int) -> Mutations<ChainReactor.Mutation> {
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
  _ chain: @escaping @MainActor (ChainReactor, ChainPages, Int) -> Mutations<ChainReactor.Mutation>
) -> Bool {
  let pages = ChainPages()
  pages.failing = failing
  let reactor = ChainReactor { reactor, _ in chain(reactor, pages, count - 1) }
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
