import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// The shapes ReactorKit code is written in, each compiled as written and run.
@MainActor
struct ShapesTests {
  struct Repo: Equatable, Sendable { let name: String }

  /// A search service, as a ReactorKit app's: it returns models, not mutations.
  struct SearchService: Sendable {
    let search: @Sendable (String) async throws -> [Repo]
  }

  final class SearchReactor: Reactor {
    enum Action: Sendable {
      case updateQuery(String)
      case other
    }

    enum Mutation: Sendable {
      case setQuery(String)
      case setRepos([Repo])
    }

    struct State: Equatable, Sendable {
      var query = ""
      var repos: [Repo] = []
    }

    let initialState = State()
    let runtime = Runtime()
    let service: SearchService

    init(service: SearchService) {
      self.service = service
      effectExecutor = TestEffectExecutor()
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      guard case .updateQuery(let query) = action else { return .empty() }
      return .concat(
        .just(.setQuery(query)),
        .task { [service] in try await service.search(query) }
          .map(Mutation.setRepos)
          .take(until: self.action.filter(isUpdateQueryAction)))
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setQuery(let query): state.query = query
      case .setRepos(let repos): state.repos = repos
      }
      return state
    }

    // As ReactorKit's GitHubSearch example writes it: a private method as the predicate.
    private func isUpdateQueryAction(_ action: Action) -> Bool {
      if case .updateQuery = action { true } else { false }
    }
  }

  @Test func aServiceCallMapsIntoAMutationAndAPrivateMethodFiltersTakeUntil() async {
    let clock = TestClock()
    let reactor = SearchReactor(
      service: SearchService { query in
        if query == "slow" { try await clock.sleep(for: .seconds(1)) }
        return [Repo(name: "\(query)/repo")]
      })

    reactor.send(.updateQuery("slow"))
    reactor.send(.updateQuery("fast"))
    await drainMainActor { reactor.currentState.repos == [Repo(name: "fast/repo")] }
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()

    #expect(reactor.currentState == .init(query: "fast", repos: [Repo(name: "fast/repo")]))
  }

  /// A list whose rows are cell reactors made from a fetched list.
  final class CellReactor: Reactor {
    typealias Action = Never
    typealias State = String

    let initialState: String
    let runtime = Runtime()

    init(title: String) {
      initialState = title
    }
  }

  final class ListReactor: Reactor {
    enum Action: Sendable { case refresh }
    enum Mutation: Sendable { case setCells([CellReactor]) }
    struct State: Sendable { var cells: [CellReactor] = [] }

    let initialState = State()
    let runtime = Runtime()
    let fetch: @Sendable () async throws -> [String]

    init(fetch: @escaping @Sendable () async throws -> [String]) {
      self.fetch = fetch
      effectExecutor = TestEffectExecutor()
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      .task { [fetch] in try await fetch() }
        .map { titles in .setCells(titles.map(CellReactor.init)) }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .setCells(let cells) = mutation else { return state }
      return State(cells: cells)
    }
  }

  @Test func mapMakesMainActorCellReactorsFromAFetchedList() async {
    let reactor = ListReactor { ["first", "second"] }
    let tester = ReactorTester(reactor, comparing: { $0.cells.map(\.currentState) })

    tester.send(.refresh)

    await tester.receive { $0.cells = [CellReactor(title: "first"), CellReactor(title: "second")] }
    await tester.finish()
  }

  @Test func aTesterComparingThroughAProjectionFailsOnADifferentProjection() async {
    let reactor = ListReactor { ["first"] }
    let tester = ReactorTester(reactor, comparing: { $0.cells.map(\.currentState) })

    tester.send(.refresh)

    await withKnownIssue {
      await tester.receive { $0.cells = [CellReactor(title: "other")] }
    }
    await tester.finish()
  }

  /// A state that is not a nested type. `let initialState: Int = 0` beside
  /// `let runtime = Runtime()` does not compile ("unsupported recursion for reference to type
  /// alias 'Runtime'"): inferring `State` from the stored `initialState` type-checks `runtime`,
  /// whose type needs `State`. Naming the type once, as here, is the closest form.
  final class CountReactor: Reactor {
    enum Action: Sendable { case increase }
    typealias State = Int

    let initialState = 0
    let runtime = Runtime()

    func reduce(state: Int, mutation: Action) -> Int {
      state + 1
    }
  }

  /// The other form that compiles: a computed `initialState`.
  final class ComputedCountReactor: Reactor {
    enum Action: Sendable { case increase }

    var initialState: Int { 0 }
    let runtime = Runtime()

    func reduce(state: Int, mutation: Action) -> Int {
      state + 1
    }
  }

  @Test func aStateThatIsNotANestedTypeWorksWhenItsTypeIsNamedOnce() {
    let counter = CountReactor()
    let computed = ComputedCountReactor()

    counter.send(.increase)
    computed.send(.increase)
    computed.send(.increase)

    #expect(counter.currentState == 1)
    #expect(computed.currentState == 2)
  }

  final class StubbedReactor: Reactor {
    enum Action: Equatable, Sendable { case refresh }
    struct State: Equatable, Sendable {
      var isLoading = false
      var title = ""
    }

    let initialState = State()
    let runtime = Runtime()
  }

  @Test func theStubsStateIsSetAsReactorKitWritesIt() {
    let reactor = StubbedReactor()
    reactor.isStubEnabled = true

    reactor.stub.state.value = StubbedReactor.State(isLoading: true, title: "stubbed")
    reactor.stub.state.title = "renamed"
    reactor.send(.refresh)

    #expect(reactor.currentState == .init(isLoading: true, title: "renamed"))
    #expect(reactor.stub.actions.last == .refresh)
  }
}
