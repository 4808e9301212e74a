import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// An effect starts inside the `send` that launched it and runs until its first real suspension:
/// a stub that answers at once is reduced before `send` returns, as RxSwift's `Single.just` is,
/// so a ported spec's back-to-back sends see the first action's result.
@MainActor
struct ImmediateEffectTests {
  struct Page: Equatable, Sendable {
    var items: [Int]
    var next: Int?
  }

  /// A shot service as a ported spec stubs it: it records its calls and answers at once.
  @MainActor
  final class StubPageService {
    private(set) var requested: [Int?] = []
    var pages: [Int?: Page] = [:]
    /// When set, a request waits on it for a second before it answers.
    var clock: TestClock<Duration>?

    func page(after cursor: Int?) async throws -> Page {
      requested.append(cursor)
      if let clock { try await clock.sleep(for: .seconds(1)) }
      return pages[cursor] ?? Page(items: [], next: nil)
    }
  }

  /// Drrrible's shot list, in the shape its reactor has: a refresh and a guarded `loadMore`.
  final class ListReactor: Reactor {
    enum Action: Sendable {
      case refresh
      case loadMore
    }

    enum Mutation: Sendable {
      case setRefreshing(Bool)
      case setLoading(Bool)
      case setItems([Int], next: Int?)
      case appendItems([Int], next: Int?)
    }

    struct State: Equatable, Sendable {
      var isRefreshing = false
      var isLoading = false
      var next: Int?
      var items: [Int] = []
    }

    let initialState = State()
    let runtime = Runtime()
    let service: StubPageService

    init(service: StubPageService) {
      self.service = service
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .refresh:
        guard !currentState.isRefreshing, !currentState.isLoading else { return .empty() }
        return .concat(
          .just(.setRefreshing(true)),
          .task { [service] in try await service.page(after: nil) }.map {
            .setItems($0.items, next: $0.next)
          },
          .just(.setRefreshing(false)))
      case .loadMore:
        guard !currentState.isRefreshing, !currentState.isLoading, let next = currentState.next else {
          return .empty()
        }
        return .concat(
          .just(.setLoading(true)),
          .task { [service] in try await service.page(after: next) }.map {
            .appendItems($0.items, next: $0.next)
          },
          .just(.setLoading(false)))
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setRefreshing(let isRefreshing): state.isRefreshing = isRefreshing
      case .setLoading(let isLoading): state.isLoading = isLoading
      case .setItems(let items, let next): (state.items, state.next) = (items, next)
      case .appendItems(let items, let next): (state.items, state.next) = (state.items + items, next)
      }
      return state
    }
  }

  static func service() -> StubPageService {
    let service = StubPageService()
    service.pages = [nil: Page(items: [1], next: 1), 1: Page(items: [2], next: 2)]
    return service
  }

  @Test func backToBackSendsSeeTheFirstActionsAnswer() {
    let service = Self.service()
    let reactor = ListReactor(service: service)
    var states: [ListReactor.State] = []
    reactor.observe { states.append($0) }

    reactor.send(.refresh)
    reactor.send(.loadMore)

    #expect(service.requested == [nil, 1])
    #expect(
      states == [
        .init(),
        .init(isRefreshing: true),
        .init(isRefreshing: true, next: 1, items: [1]),
        .init(next: 1, items: [1]),
        .init(isLoading: true, next: 1, items: [1]),
        .init(isLoading: true, next: 2, items: [1, 2]),
        .init(next: 2, items: [1, 2]),
      ])
  }

  @Test func anEffectThatSuspendsIsReducedWhenItsAnswerComes() async {
    let service = Self.service()
    let clock = TestClock()
    service.clock = clock
    let reactor = ListReactor(service: service)

    reactor.send(.refresh)
    reactor.send(.loadMore)

    // The request started inside the send; its answer waits on the clock, so the guard refuses
    // the page: there is no next page yet, as in RxSwift with a stub that answers later.
    #expect(service.requested == [nil])
    #expect(reactor.currentState == .init(isRefreshing: true))
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState == .init(next: 1, items: [1]))
  }

  @Test func anErrorThrownAtOnceEndsTheEffectInsideSend() {
    let reactor = ScriptedReactor { _ in
      .concat(.just(.setLoading(true)), .task { throw Boom() }, .just(.setLoading(false)))
    }
    reactor.effectExecutor = nil

    reactor.send(.go)

    #expect(reactor.currentState.isLoading)
    #expect(reactor.errors == ["Boom()"])
    #expect(reactor.isIdle)
  }

  @Test func anActionAnObserverSendsDuringAnImmediateAnswerRunsAfterIt() {
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .concat(.task { .add(1) }, .just(.setText("answered")))
      default: .just(.setText("stopped"))
      }
    }
    reactor.effectExecutor = nil
    var seen: [ScriptedReactor.State] = []
    reactor.observe { state in
      seen.append(state)
      if state.value == 1, state.text.isEmpty { reactor.send(.stop) }
    }

    reactor.send(.go)

    #expect(seen.map(\.text) == ["", "", "answered", "stopped"])
    #expect(reactor.mutatedActions == [.go, .stop])
  }

  @Test func withAnEffectExecutorAnEffectStartsQueuedOnIt() async {
    let reactor = ScriptedReactor { _ in .task { .add(1) } }

    reactor.send(.go)

    #expect(reactor.currentState.value == 0, "queued on the TestEffectExecutor, as before")
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.value == 1)
  }

  @Test func aRunBodyThatSendsAtOnceIsReducedInsideSend() {
    let reactor = ScriptedReactor { _ in
      .run { send in
        send(.add(1))
        send(.add(2))
      }
    }
    reactor.effectExecutor = nil

    reactor.send(.go)

    #expect(reactor.currentState.value == 3)
    #expect(reactor.isIdle)
  }
}
