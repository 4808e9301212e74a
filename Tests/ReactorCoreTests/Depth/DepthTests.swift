import ReactorCore
import Testing

/// Effects that answer at once, nested or chained to any depth, finish inside one `send` on the
/// default stack, and a long chain costs in proportion to its length.
@MainActor
struct DepthTests {
  /// A page service as a ported spec stubs it: it answers at once.
  @MainActor
  final class InstantPages {
    private(set) var requests = 0

    func page(_ number: Int) async throws -> Int {
      requests += 1
      return number
    }
  }

  final class PagingReactor: Reactor {
    enum Action: Sendable {
      case loadAll(upTo: Int)
      case concatAll(Int)
      case runAll(upTo: Int)
      case countDown(from: Int)
      case publishAll(upTo: Int)
    }

    enum Mutation: Sendable {
      case append(Int)
    }

    struct State: Equatable, Sendable {
      var count = 0
      var last = -1
      var inOrder = true
    }

    let initialState = State()
    let runtime = Runtime()
    let pages: InstantPages
    let published = PublishSubject<Int>()

    init(pages: InstantPages) {
      self.pages = pages
    }

    // Each page published starts the request of the next, which publishes it.
    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      .merge(
        mutation,
        Mutations<Int>.stream(published).flatMap { [pages, published] page in
          .run { send in
            send(.append(try await pages.page(page)))
            if page > 0 { published.onNext(page - 1) }
          }
        })
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .loadAll(let last): load(0, upTo: last)
      case .runAll(let last): loadWithRun(0, upTo: last)
      case .countDown(let first): countDown(from: first, to: 0)
      case .publishAll(let last):
        .run { [published] _ in published.onNext(last) }
      case .concatAll(let count):
        .concat(
          (0..<count).map { number in .task { [pages] in try await pages.page(number) }.map(Mutation.append) }
        )
      }
    }

    // The paging chain ReactorKit apps write: each page's request, then the next one's.
    private func load(_ number: Int, upTo last: Int) -> Mutations<Mutation> {
      .task { [pages] in try await pages.page(number) }
        .flatMap { [unowned self] page in
          page == last ? .just(.append(page)) : .concat(.just(.append(page)), load(page + 1, upTo: last))
        }
    }

    // The same chain, its request written as a callback-style effect.
    private func loadWithRun(_ number: Int, upTo last: Int) -> Mutations<Mutation> {
      Mutations<Int>.run { [pages] send in send(try await pages.page(number)) }
        .flatMap { [unowned self] page in
          page == last
            ? .just(.append(page)) : .concat(.just(.append(page)), loadWithRun(page + 1, upTo: last))
        }
    }

    // A synchronous chain, each step made when the one before has been reduced.
    private func countDown(from first: Int, to last: Int) -> Mutations<Mutation> {
      .concat(
        .just(.append(last)),
        last == first ? .empty : .deferred { [unowned self] in countDown(from: first, to: last + 1) })
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .append(let page):
        state.inOrder = state.inOrder && page == state.last + 1
        state.last = page
        state.count += 1
      }
      return state
    }
  }

  @Test(arguments: [10, 1_000, 100_000])
  func aPagingChainOfInstantPagesFinishesInsideOneSend(pages count: Int) {
    let pages = InstantPages()
    let reactor = PagingReactor(pages: pages)
    reactor.send(.loadAll(upTo: count - 1))
    #expect(reactor.currentState == .init(count: count, last: count - 1, inOrder: true))
    #expect(pages.requests == count)
    #expect(reactor.isIdle)
  }

  @Test(arguments: [10, 1_000, 100_000])
  func aConcatOfInstantPartsFinishesInsideOneSend(parts count: Int) {
    let pages = InstantPages()
    let reactor = PagingReactor(pages: pages)
    reactor.send(.concatAll(count))
    #expect(reactor.currentState == .init(count: count, last: count - 1, inOrder: true))
    #expect(reactor.isIdle)
  }

  // A chain through `run` bodies nests on the trampoline too; each level keeps a task until the
  // chain has ended, so it is lighter written with `task` (above).
  @Test(arguments: [10, 10_000])
  func aPagingChainOfInstantRunsIsReducedInsideOneSend(pages count: Int) async {
    let pages = InstantPages()
    let reactor = PagingReactor(pages: pages)
    reactor.send(.runAll(upTo: count - 1))
    #expect(reactor.currentState == .init(count: count, last: count - 1, inOrder: true))
    await reactor.waitUntilIdle()
    #expect(reactor.isIdle)
  }

  @Test(arguments: [10, 100_000])
  func aSynchronousChainOfDeferredPartsFinishesInsideOneSend(steps count: Int) {
    let reactor = PagingReactor(pages: InstantPages())
    reactor.send(.countDown(from: count - 1))
    #expect(reactor.currentState == .init(count: count, last: count - 1, inOrder: true))
  }

  @Test(arguments: [10, 100_000])
  func eventsPublishedFromTheEffectsTheyStartFinishInsideOneSend(events count: Int) {
    let pages = InstantPages()
    let reactor = PagingReactor(pages: pages)
    reactor.send(.publishAll(upTo: count - 1))
    #expect(reactor.currentState.count == count)
    #expect(pages.requests == count)
  }
}
