import Foundation
import Models
import ReactorCore
import Services
import TextUI

/// GitHub Search (`GitHubSearchViewReactor` in ReactorKit's GitHubSearch example): a query's first page, more pages on
/// demand, and the newest query always winning.
///
/// `updateQuery` ends the request of the query before it (`take(until:)`), so a slow old answer
/// never overwrites newer results; `loadNextPage` does nothing while a page loads or when there
/// is no next page. Failures and rate limits land in the state instead of an empty list.
public final class GitHubSearchReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Search for this text (the GitHubSearch example's action); nil or blank clears the results.
    case updateQuery(String?)
    /// Append the next page of results.
    case loadNextPage
    /// The query line's text while typing on a terminal; `updateQuery` follows once typing pauses.
    case editQuery(TextField)
    /// Move the keyboard focus to the query line (true) or to the list.
    case focusQuery(Bool)
    /// Move the highlighted row.
    case moveSelection(by: Int)
    /// Open the row at this index (0-based) in a detail screen.
    case open(Int)
    /// The view has pushed the routed screen: clear the route.
    case removePushed
    /// A character typed into a field already holding its limit of this many.
    case typePastLimit(Int)
    /// While GitHub's rate limit refuses searches: search the bundled catalog for the same query
    /// instead (offered only when the app may fall back to it, the `auto` data source).
    case searchOfflineCatalog

    /// What `take(until:)` waits for: a newer query ends the older one's request.
    public var isUpdateQuery: Bool {
      if case .updateQuery = self { true } else { false }
    }
  }

  public enum Mutation: Sendable {
    case setQuery(String?)
    /// `isIncomplete`: GitHub stopped the search early, so results may be missing.
    case setRepos([Repo], nextPage: Int?, totalCount: Int, origin: DataOrigin, isIncomplete: Bool = false)
    /// The results come from the offline catalog (true) until the next query, or from GitHub.
    case setSearchingOfflineCatalog(Bool)
    case appendRepos([Repo], nextPage: Int?, isIncomplete: Bool = false)
    case setLoadingNextPage(Bool)
    /// A failure to show; `endsPaging` when asking again cannot help (GitHub's 1000-result cap).
    case setError(String, endsPaging: Bool)
    case setRateLimit(String)
    case setDraft(TextField)
    case setEditingQuery(Bool)
    case setSelection(Int)
    case setRoute(Route?)
    case setMessage(String)
  }

  /// Where the screen wants to go; the view pushes it, then sends `removePushed`.
  public enum Route: Equatable, Sendable {
    case detail(Repo, origin: DataOrigin)
  }

  /// The longest query the search line takes: GitHub refuses a `q` over 256 characters.
  public nonisolated static let queryLimit = 256

  public struct State: Equatable, Sendable {
    /// The query searched for; nil before the first search.
    public var query: String?
    /// What the query line shows: the query, or the text being typed.
    public var draft = TextField(limit: GitHubSearchReactor.queryLimit)
    /// Whether keys go to the query line (typing) rather than the list.
    public var isEditingQuery = false
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
    /// The highlighted row.
    public var selectedIndex = 0
    public var route: Route?
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
    switch action {
    case .updateQuery(let text):
      // What is searched is what the query line shows: control characters and escape
      // sequences removed first.
      let cleaned = text.map(Sanitizer.cleanLine)
      guard let query = cleaned?.trimmingCharacters(in: .whitespacesAndNewlines), !query.isEmpty else {
        return .just(.setQuery(nil))
      }
      return .concat(
        .just(.setQuery(query)),
        search(query, page: 1, in: service)
          .map {
            .setRepos(
              $0.repos, nextPage: $0.nextPage, totalCount: $0.totalCount, origin: $0.origin,
              isIncomplete: $0.isIncomplete)
          }
          .catch { [timeZone] in .just(Self.failure($0, timeZone: timeZone)) }
          .take(until: self.action.filter(\.isUpdateQuery)))
    case .searchOfflineCatalog:
      let state = currentState
      guard state.offersOfflineCatalog, let query = state.query, let offlineCatalog else {
        return .just(.setMessage("the offline catalog is offered while GitHub's rate limit refuses searches"))
      }
      return .concat(
        .just(.setSearchingOfflineCatalog(true)),
        search(query, page: 1, in: offlineCatalog)
          .map {
            .setRepos(
              $0.repos, nextPage: $0.nextPage, totalCount: $0.totalCount, origin: Self.offlineCatalogOrigin)
          }
          .catch { [timeZone] in .just(Self.failure($0, timeZone: timeZone)) }
          .take(until: self.action.filter(\.isUpdateQuery)))
    case .loadNextPage:
      // The GitHubSearch example's guard: one page at a time, and only when there is one.
      let state = currentState
      if state.nextPage == nil, !state.repos.isEmpty, !state.isLoading {
        return .just(.setMessage("that is every result: there is no next page"))
      }
      guard !state.isLoading, !state.isLoadingNextPage, let page = state.nextPage, let query = state.query
      else {
        return .empty()
      }
      let source = state.isSearchingOfflineCatalog ? offlineCatalog ?? service : service
      return .concat(
        .just(.setLoadingNextPage(true)),
        search(query, page: page, in: source)
          .map { .appendRepos($0.repos, nextPage: $0.nextPage, isIncomplete: $0.isIncomplete) }
          .catch { [timeZone] in .just(Self.failure($0, timeZone: timeZone)) }
          .take(until: self.action.filter(\.isUpdateQuery)),
        // Reached after a failure or a newer query too, so the flag never sticks (a page
        // that arrives lowers it already).
        .just(.setLoadingNextPage(false)))
    case .editQuery(let field):
      let clean = Sanitizer.cleanLine(field.text)
      let draft = clean == field.text ? field : field.replacing(with: clean)
      return draft == currentState.draft ? .empty() : .just(.setDraft(draft))
    case .focusQuery(let isEditing):
      return isEditing == currentState.isEditingQuery ? .empty() : .just(.setEditingQuery(isEditing))
    case .moveSelection(let step):
      let count = currentState.repos.count
      guard count > 0 else { return .empty() }
      let index = min(max(currentState.selectedIndex + step, 0), count - 1)
      return index == currentState.selectedIndex ? .empty() : .just(.setSelection(index))
    case .open(let index):
      let state = currentState
      guard state.repos.indices.contains(index), let origin = state.origin else {
        let rows = state.repos.isEmpty ? "there are no results yet" : "pick 1–\(state.repos.count)"
        return .just(.setMessage("there is no row \(index + 1): \(rows)"))
      }
      return .concat(
        .just(.setSelection(index)), .just(.setRoute(.detail(state.repos[index], origin: origin))))
    case .typePastLimit(let limit):
      return .just(.setMessage(LineEdit.fullMessage(limit: limit)))
    case .removePushed:
      return .just(.setRoute(nil))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      state.query = query
      if !state.isEditingQuery { state.draft = state.draft.replacing(with: query ?? "") }
      state.repos = []
      state.nextPage = nil
      state.totalCount = nil
      state.isIncomplete = false
      state.isLoading = query != nil
      state.isLoadingNextPage = false
      state.error = nil
      state.rateLimit = nil
      // The catalog's origin was that of its results, which a new query clears: its "sample
      // data" banner must not stand over GitHub's answer (or refusal) to the next one.
      if state.isSearchingOfflineCatalog { state.origin = nil }
      state.isSearchingOfflineCatalog = false
      state.selectedIndex = 0
    case .setSearchingOfflineCatalog(let isSearching):
      state.isSearchingOfflineCatalog = isSearching
      state.isLoading = isSearching
      state.error = nil
    case .setRepos(let repos, let nextPage, let totalCount, let origin, let isIncomplete):
      state.repos = repos
      state.nextPage = nextPage
      state.totalCount = totalCount
      state.origin = origin
      state.isIncomplete = isIncomplete
      state.isLoading = false
      state.selectedIndex = 0
    case .appendRepos(let repos, let nextPage, let isIncomplete):
      // Rankings can shift between two requests, so a repository may come back on the next page.
      let shown = Set(state.repos.map(\.fullName))
      state.repos += repos.filter { !shown.contains($0.fullName) }
      state.nextPage = nextPage
      state.isIncomplete = state.isIncomplete || isIncomplete
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
    case .setDraft(let draft):
      state.draft = draft
    case .setEditingQuery(let isEditing):
      state.isEditingQuery = isEditing
    case .setSelection(let index):
      state.selectedIndex = index
    case .setRoute(let route):
      state.route = route
    case .setMessage(let message):
      state.message = message
    }
    return state
  }

  private func search(
    _ query: String, page: Int, in service: any GitHubSearchService
  ) -> Mutations<RepoSearchPage> {
    .task { try await service.repositories(matching: query, page: page) }
  }

  /// The mutation that shows `error`.
  nonisolated static func failure(_ error: any Error, timeZone: TimeZone) -> Mutation {
    // Only a failure on the way may pass when the same query is sent again; a refusal says why.
    let retry = "; send the query again to retry"
    guard let error = error as? GitHubSearchError else {
      return .setError("\(error)" + retry, endsPaging: false)
    }
    switch error {
    case .rateLimited, .secondaryRateLimit, .rateLimitedWithoutReset:
      return .setRateLimit(error.message(timeZone: timeZone))
    case .beyondResultCap, .validation, .unreadableQuery:
      return .setError(error.message(timeZone: timeZone), endsPaging: true)
    case .malformed: return .setError(error.message(timeZone: timeZone) + retry, endsPaging: false)
    default: return .setError(error.message(timeZone: timeZone), endsPaging: false)
    }
  }
}
