import Clocks
import ReactorCore
import ReactorTesting
import Testing

// The code of the article "Coming from ReactorKit" (ReactorCore.docc): ReactorKit's
// GitHubSearch example, translated.
enum ComingFromReactorKit {
  struct Page: Sendable {
    var repos: [String]
    var nextPage: Int?
  }

  final class GitHubSearchReactor: Reactor {
    enum Action: Sendable {
      case updateQuery(String?)
      case loadNextPage

      var isUpdateQuery: Bool {
        if case .updateQuery = self { true } else { false }
      }
    }

    enum Mutation: Sendable {
      case setQuery(String?)
      case setRepos([String], nextPage: Int?)
      case appendRepos([String], nextPage: Int?)
      case setLoadingNextPage(Bool)
    }

    struct State: Equatable {
      var query: String?
      var repos: [String] = []
      var nextPage: Int?
      var isLoadingNextPage = false
    }

    let initialState = State()
    let runtime = Runtime()
    private let search: @Sendable (String, Int) async throws -> Page

    init(search: @escaping @Sendable (String, Int) async throws -> Page) {
      self.search = search
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .updateQuery(let query):
        return .concat(
          .just(.setQuery(query)),
          .task { [search] in
            let page = try await search(query ?? "", 1)
            return .setRepos(page.repos, nextPage: page.nextPage)
          }
          .catch { _ in .empty() }
          .take(until: self.action.filter(\.isUpdateQuery))
        )
      case .loadNextPage:
        guard !currentState.isLoadingNextPage else { return .empty() }
        guard let query = currentState.query, let page = currentState.nextPage else { return .empty() }
        return .concat(
          .just(.setLoadingNextPage(true)),
          .task { [search] in
            let page = try await search(query, page)
            return .appendRepos(page.repos, nextPage: page.nextPage)
          }
          .catch { _ in .empty() }
          .take(until: self.action.filter(\.isUpdateQuery)),
          .just(.setLoadingNextPage(false))
        )
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setQuery(let query):
        state.query = query
      case .setRepos(let repos, let nextPage):
        state.repos = repos
        state.nextPage = nextPage
      case .appendRepos(let repos, let nextPage):
        state.repos.append(contentsOf: repos)
        state.nextPage = nextPage
      case .setLoadingNextPage(let isLoadingNextPage):
        state.isLoadingNextPage = isLoadingNextPage
      }
      return state
    }
  }

  final class GitHubSearchView: View {
    let bag = Bag()
    private(set) var rows: [String] = []
    private(set) var isShowingSpinner = false

    func bind(reactor: GitHubSearchReactor) {
      reactor.observe(\.repos) { [weak self] repos in
        self?.rows = repos
      }.store(in: bag)
      reactor.observe(\.isLoadingNextPage) { [weak self] isLoading in
        self?.isShowingSpinner = isLoading
      }.store(in: bag)
    }
  }
}

@MainActor
struct ComingFromReactorKitArticleTests {
  typealias GitHubSearchReactor = ComingFromReactorKit.GitHubSearchReactor

  @Test func searchesThenLoadsTheNextPage() async {
    let tester = ReactorTester(
      GitHubSearchReactor { query, page in
        ComingFromReactorKit.Page(repos: ["\(query) \(page)"], nextPage: page < 2 ? page + 1 : nil)
      })
    tester.send(.updateQuery("swift"))
    tester.expect { $0.query = "swift" }
    await tester.receive {
      $0.repos = ["swift 1"]; $0.nextPage = 2
    }

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.receive(
      {
        $0.repos = ["swift 1", "swift 2"]; $0.nextPage = nil
      }, { $0.isLoadingNextPage = false })

    tester.send(.loadNextPage)
    tester.expectNoMoreStates()
  }

  @Test func aNewQueryEndsTheOldPageRequest() async {
    let clock = TestClock()
    let tester = ReactorTester(
      GitHubSearchReactor { query, page in
        try await clock.sleep(for: .seconds(1))
        return ComingFromReactorKit.Page(repos: ["\(query) \(page)"], nextPage: page + 1)
      })
    tester.send(.updateQuery("swift"))
    tester.expect { $0.query = "swift" }
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.repos = ["swift 1"]; $0.nextPage = 2
    }

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.drain()
    tester.send(.updateQuery("rx"))
    tester.expect { $0.query = "rx" }
    // The page request ended; its concatenation went on and lowered the flag.
    await tester.receive { $0.isLoadingNextPage = false }
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.repos = ["rx 1"] }
  }

  @Test func theViewShowsRowsAndTheSpinner() {
    let reactor = GitHubSearchReactor { _, _ in ComingFromReactorKit.Page(repos: [], nextPage: nil) }
    reactor.isStubEnabled = true
    let view = ComingFromReactorKit.GitHubSearchView()
    view.reactor = reactor

    reactor.stub.state.repos = ["ReactorKit/ReactorKit"]
    reactor.stub.state.isLoadingNextPage = true
    #expect(view.rows == ["ReactorKit/ReactorKit"])
    #expect(view.isShowingSpinner)
  }
}
