import Foundation
import Models
import ReactorCore
import Services
import TextUI

/// GitHub Search (`GitHubSearchViewReactor` in ReactorKit's GitHubSearch example): a query's
/// first page, more pages on demand, and the newest query always winning.
///
/// `updateQuery` ends the request of the query before it (`take(until:)`), so a slow old answer
/// never overwrites newer results; `loadNextPage` waits while a page loads, and says when there
/// is no next page. Failures and rate limits land in the state instead of an empty list.
public final class GitHubSearchReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Search for this text (the example's action); nil or blank clears the results.
    case updateQuery(String?)
    /// Append the next page of results.
    case loadNextPage
    /// Search the bundled catalog for the query while GitHub's rate limit refuses searches.
    case searchOfflineCatalog

    /// What `take(until:)` waits for: a newer query ends the older one's request.
    public var isUpdateQuery: Bool {
      if case .updateQuery = self { true } else { false }
    }
  }

  public enum Mutation: Sendable {
    case setQuery(String?)
    case setRepos(RepoSearchPage)
    case appendRepos(RepoSearchPage)
    /// The results come from the offline catalog until the next query.
    case setSearchingOfflineCatalog
    case setLoadingNextPage(Bool)
    /// A failure to show; `endsPaging` when asking again cannot help (GitHub's 1000-result cap).
    case setError(String, endsPaging: Bool)
    case setRateLimit(String)
    case setMessage(String)
  }

  /// The longest query the search line takes: GitHub refuses a `q` over 256 characters.
  public nonisolated static let queryLimit = 256

  public struct State: Equatable, Sendable {
    /// The query searched for; nil before the first search.
    public var query: String?
    public var repos: [Repo] = []
    /// The page `loadNextPage` asks for; nil when there is no more.
    public var nextPage: Int?
    /// How many repositories match in all; nil before the first answer.
    public var totalCount: Int?
    /// Where the results came from; offline star counts are a sample snapshot.
    public var origin: DataOrigin?
    /// GitHub stopped this search early on some page shown, so results may be missing.
    public var isIncomplete = false
    /// The first page of a query is loading.
    public var isLoading = false
    public var isLoadingNextPage = false
    /// Why the last request failed, in one sentence.
    public var error: String?
    /// Set while GitHub's rate limit refuses searches: until when.
    public var rateLimit: String?
    /// Whether the bundled catalog can stand in while the rate limit lasts (`auto` data source).
    public var hasOfflineCatalog = false
    /// The results shown (and the pages asked for next) come from the offline catalog.
    public var isSearchingOfflineCatalog = false
    @Pulse public var message: String?

    public init() {}

    /// Whether the screen offers the offline catalog: GitHub refuses searches for now, and the
    /// results shown are not the catalog's already.
    public var offersOfflineCatalog: Bool {
      hasOfflineCatalog && rateLimit != nil && query != nil && !isSearchingOfflineCatalog
    }
  }

  /// The origin of results from the offline catalog searched while the rate limit lasts.
  public nonisolated static let offlineCatalogOrigin = DataOrigin.offline(
    reason: "GitHub's rate limit refuses live searches")

  public let initialState: State
  public let runtime = Runtime()
  private let service: any GitHubSearchService
  private let offlineCatalog: (any GitHubSearchService)?
  private let timeZone: TimeZone

  /// - Parameters:
  ///   - offlineCatalog: the bundled catalog, offered while GitHub's rate limit refuses
  ///     searches; nil when the app must not fall back to it (`--live`, `--offline`).
  ///   - timeZone: the zone rate-limit reset times are shown in; fixed in tests.
  public init(
    service: any GitHubSearchService, offlineCatalog: (any GitHubSearchService)? = nil,
    timeZone: TimeZone = .current
  ) {
    self.service = service
    self.offlineCatalog = offlineCatalog
    self.timeZone = timeZone
    var state = State()
    state.hasOfflineCatalog = offlineCatalog != nil
    initialState = state
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    let state = currentState
    switch action {
    case .updateQuery(let text):
      // What is searched is what the query line shows: control characters and escape
      // sequences removed first.
      let query = text.map(Sanitizer.cleanLine)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      guard !query.isEmpty else { return .just(.setQuery(nil)) }
      return .concat(.just(.setQuery(query)), search(query, page: 1, in: service, Mutation.setRepos))
    case .searchOfflineCatalog:
      guard state.offersOfflineCatalog, let query = state.query, let offlineCatalog else {
        return .just(.setMessage("the offline catalog is offered while GitHub's rate limit refuses searches"))
      }
      return .concat(
        .just(.setSearchingOfflineCatalog),
        search(query, page: 1, in: offlineCatalog) { page in
          var page = page
          page.origin = Self.offlineCatalogOrigin
          return .setRepos(page)
        })
    case .loadNextPage:
      // The GitHubSearch example's guard: one page at a time (the spinner says one is coming),
      // and only when there is one, which is said rather than ignored.
      guard !state.isLoading, !state.isLoadingNextPage else { return .empty() }
      guard let page = state.nextPage, let query = state.query else {
        let none = state.repos.isEmpty ? "there are no results to page through" : "that is every result"
        return .just(.setMessage(none + ": there is no next page"))
      }
      let source = state.isSearchingOfflineCatalog ? offlineCatalog ?? service : service
      return .concat(
        .just(.setLoadingNextPage(true)),
        search(query, page: page, in: source, Mutation.appendRepos),
        // Reached after a failure or a newer query too, so the flag never sticks.
        .just(.setLoadingNextPage(false)))
    }
  }

  /// The one search pipeline: a page from `source`, what it becomes, a failure as a state, and
  /// an end as soon as a newer query is sent, so a slow old answer never lands.
  private func search(
    _ query: String, page: Int, in source: any GitHubSearchService,
    _ mutation: @escaping @Sendable (RepoSearchPage) -> Mutation
  ) -> Mutations<Mutation> {
    Mutations<RepoSearchPage>.task { try await source.repositories(matching: query, page: page) }
      .map(mutation)
      .catch { [timeZone] in .just(Self.failure($0, timeZone: timeZone)) }
      .take(until: action.filter(\.isUpdateQuery))
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      (state.query, state.repos, state.nextPage, state.totalCount) = (query, [], nil, nil)
      (state.isIncomplete, state.isLoading, state.isLoadingNextPage) = (false, query != nil, false)
      (state.error, state.rateLimit) = (nil, nil)
      // The catalog's origin was that of its results, which a new query clears: its "sample
      // data" banner must not stand over GitHub's answer (or refusal) to the next one.
      if state.isSearchingOfflineCatalog { state.origin = nil }
      state.isSearchingOfflineCatalog = false
    case .setSearchingOfflineCatalog:
      state.isSearchingOfflineCatalog = true
      state.isLoading = true
      state.error = nil
    case .setRepos(let page):
      state.repos = page.repos
      state.nextPage = page.nextPage
      state.totalCount = page.totalCount
      state.origin = page.origin
      state.isIncomplete = page.isIncomplete
      state.isLoading = false
    case .appendRepos(let page):
      // Rankings can shift between two requests, so a repository may come back on the next page.
      let shown = Set(state.repos.map(\.fullName))
      state.repos += page.repos.filter { !shown.contains($0.fullName) }
      state.nextPage = page.nextPage
      state.isIncomplete = state.isIncomplete || page.isIncomplete
      state.isLoadingNextPage = false
      state.error = nil
      state.rateLimit = nil
    case .setLoadingNextPage(let isLoading):
      state.isLoadingNextPage = isLoading
    case .setError(let error, let endsPaging):
      state.error = error
      state.rateLimit = nil
      state.isLoading = false
      if endsPaging { state.nextPage = nil }
    case .setRateLimit(let rateLimit):
      state.rateLimit = rateLimit
      state.error = nil
      state.isLoading = false
    case .setMessage(let message):
      state.message = message
    }
    return state
  }
}
