import Foundation
import Models
import ReactorCore
import Services

/// The Home screen: posts shown from the cache at once, then refreshed; more pages on request;
/// a selected post opens through a route the view pushes.
///
/// Loading is an Action (`viewDidLoad`), not view code: the view sends it from
/// `bind(reactor:)` and this reactor decides what loading means.
public final class HomeReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// The view is bound: show what was cached, then refresh.
    case viewDidLoad
    /// Fetch the first page again.
    case refresh
    /// Fetch the next page, unless one is loading or there is none.
    case loadMore
    /// Open the post with this id.
    case select(id: Int)
  }

  public enum Mutation: Equatable, Sendable {
    case setCachedPosts([Post], age: Duration)
    case setPosts(PostsPage)
    case appendPosts(PostsPage)
    case setRefreshing(Bool)
    case setLoadingMore(Bool)
    case setError(String)
    case setRoute(Route)
    case setMessage(String)
  }

  /// Where the screen wants to go.
  public enum Route: Equatable, Sendable {
    case detail(Post)
  }

  public struct State: Equatable, Sendable {
    public var posts: [Post] = []
    /// The page `loadMore` fetches; nil at the end.
    public var nextPage: Int?
    /// Whether the posts shown are the cached ones, not yet refreshed.
    public var isCached = false
    /// How old the posts were when they were shown: zero when just fetched, nil before any.
    public var age: Duration?
    /// Where the last page came from; its banner says when it was the sample.
    public var origin: DataOrigin?
    public var isRefreshing = false
    public var isLoadingMore = false
    /// Why the last fetch failed; cleared by the next page that arrives.
    public var error: String?
    /// Where to go, once: the view pushes it.
    @Pulse public var route: Route?
    @Pulse public var message: String?

    public init() {}
  }

  public let initialState = State()
  public let runtime = Runtime()
  private let service: any PostsService
  private let now: @Sendable () -> Date

  /// - Parameter now: the time cached posts' age is measured against; fixed in tests.
  public init(service: any PostsService, now: @escaping @Sendable () -> Date) {
    self.service = service
    self.now = now
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    let state = currentState
    switch action {
    case .viewDidLoad:
      return .concat(showCache(), refresh())
    case .refresh:
      return state.isRefreshing
        ? .just(.setMessage("already refreshing: the posts show when it ends")) : refresh()
    case .loadMore:
      // Every answer says why nothing more is loading: a key pressed never goes unanswered.
      if state.isRefreshing { return .just(.setMessage("refreshing: more posts load once it ends")) }
      if state.isLoadingMore { return .just(.setMessage("already loading more posts")) }
      guard let page = state.nextPage, !state.posts.isEmpty else {
        return .just(
          .setMessage(
            state.posts.isEmpty
              ? "no posts yet: r refreshes" : "that is every post: there are no more to load"))
      }
      return loadMore(page)
    case .select(let id):
      guard let post = state.posts.first(where: { $0.id == id }) else {
        return .just(
          .setMessage(state.posts.isEmpty ? "no posts yet: r refreshes" : "no post \(id) in the list"))
      }
      return .just(.setRoute(.detail(post)))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setCachedPosts(let posts, let age):
      state.posts = posts
      state.isCached = true
      state.age = age
      state.nextPage = posts.count >= PostsPage.size ? 2 : nil
    case .setPosts(let page):
      // The first page is what a refresh waits for: once it is shown, the refresh has ended.
      state.isRefreshing = false
      state.posts = page.posts
      state.nextPage = page.nextPage
      state.isCached = false
      state.age = .zero
      state.origin = page.origin
      state.error = nil
    case .appendPosts(let page):
      let shown = Set(state.posts.map(\.id))
      // A server whose data shifted between pages may repeat a post; it is shown once.
      state.posts += page.posts.filter { !shown.contains($0.id) }
      state.nextPage = page.nextPage
      state.origin = page.origin
      state.error = nil
    case .setRefreshing(let isRefreshing):
      state.isRefreshing = isRefreshing
    case .setLoadingMore(let isLoadingMore):
      state.isLoadingMore = isLoadingMore
    case .setError(let error):
      state.error = error
    case .setRoute(let route):
      state.route = route
    case .setMessage(let message):
      state.message = message
    }
    return state
  }

  /// The cached posts with their age, or nothing when there are none or they cannot be read.
  private func showCache() -> Mutations<Mutation> {
    .run { [service, now] send in
      guard let cached = try await service.cachedPosts(), !cached.posts.isEmpty else { return }
      let age = Duration.seconds(now().timeIntervalSince(cached.fetchedAt))
      send(.setCachedPosts(cached.posts, age: age))
    }.catch { .just(.setMessage("the saved posts could not be read: \($0)")) }
  }

  /// `setPosts` ends the refresh itself, so no frame shows fresh posts still "refreshing…";
  /// only a failed refresh needs its own end.
  private func refresh() -> Mutations<Mutation> {
    .concat(
      .just(.setRefreshing(true)),
      .run { [service] send in
        let page = try await service.posts(page: 1)
        send(.setPosts(page))
        if let warning = page.warning { send(.setMessage(warning)) }
      }.catch { .concat(.just(.setError("refresh failed: \($0)")), .just(.setRefreshing(false))) }
    )
  }

  private func loadMore(_ page: Int) -> Mutations<Mutation> {
    .concat(
      .just(.setLoadingMore(true)),
      .task { [service] in .appendPosts(try await service.posts(page: page)) }
        .catch { .just(.setError("could not load more: \($0)")) }
        // A refresh replaces the list, so a page of the old one must not land after it.
        .take(until: self.action.filter { $0 == .refresh }),
      .just(.setLoadingMore(false))
    )
  }
}
