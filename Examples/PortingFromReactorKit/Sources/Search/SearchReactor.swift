import ReactorCore

/// Ports ReactorKit's GitHubSearch pattern: a search whose request is ended by a newer query, and
/// paging guarded against loading twice. In ReactorKit: `.concat([.just(.setQuery(query)),
/// search(query, 1).take(until: self.action.filter(isUpdateQueryAction)).map(…)])`.
final class SearchReactor: Reactor {
  enum Action: Equatable, Sendable {
    case updateQuery(String?)
    case loadNextPage
  }

  enum Mutation: Sendable {
    case setQuery(String?)
    case setRepos(SearchPage)
    case appendRepos(SearchPage)
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
  private let service: any SearchService

  init(service: any SearchService) {
    self.service = service
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .updateQuery(let query):
      guard let query, !query.isEmpty else {
        return .concat(.just(.setQuery(query)), .just(.setRepos(.empty)))
      }
      return .concat(
        .just(.setQuery(query)),
        // ReactorKit: `self.search(query, page: 1).take(until: …).map(Mutation.setRepos)`.
        // `[service]`: Swift wants `self` spelled out (or a capture) in an escaping closure.
        .task { [service] in try await service.search(query, page: 1) }
          .map(Mutation.setRepos)
          .take(until: self.action.filter(isUpdateQueryAction))
      )

    case .loadNextPage:
      guard !currentState.isLoadingNextPage else { return .empty() }
      guard let query = currentState.query, let page = currentState.nextPage else { return .empty() }
      // No `.catch`: a failed request ends the whole effect, so `setLoadingNextPage(false)` never
      // runs and the guard above refuses every later page, as in ReactorKit.
      return .concat(
        .just(.setLoadingNextPage(true)),
        .task { [service] in try await service.search(query, page: page) }
          .map(Mutation.appendRepos)
          .take(until: self.action.filter(isUpdateQueryAction)),
        .just(.setLoadingNextPage(false))
      )
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      state.query = query
    case .setRepos(let page):
      state.repos = page.repos
      state.nextPage = page.nextPage
    case .appendRepos(let page):
      state.repos.append(contentsOf: page.repos)
      state.nextPage = page.nextPage
    case .setLoadingNextPage(let isLoading):
      state.isLoadingNextPage = isLoading
    }
    return state
  }

  /// The errors effects threw, for the screen to show (ReactorKit has no such hook: it drops them).
  private(set) var errors: [any Error] = []

  func handleError(_ error: any Error) {
    errors.append(error)
  }

  private func isUpdateQueryAction(_ action: Action) -> Bool {
    if case .updateQuery = action { true } else { false }
  }
}
