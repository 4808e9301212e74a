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

    init(pages: InstantPages) {
      self.pages = pages
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .loadAll(let last): load(0, upTo: last)
      case .concatAll(let count):
        .concat((0..<count).map { number in .task { [pages] in try await pages.page(number) }.map(Mutation.append) })
      }
    }

    // The paging chain ReactorKit apps write: each page's request, then the next one's.
    private func load(_ number: Int, upTo last: Int) -> Mutations<Mutation> {
      .task { [pages] in try await pages.page(number) }
        .flatMap { [unowned self] page in
          page == last ? .just(.append(page)) : .concat(.just(.append(page)), load(page + 1, upTo: last))
        }
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
}
