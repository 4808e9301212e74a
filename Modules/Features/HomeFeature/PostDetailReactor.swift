import Models
import ReactorCore
import Services

/// One post: its title and body at once, its comments (saved ones first, then fetched) and its
/// author. The detail screen's own reactor: the Home screen never loads a post's comments.
public final class PostDetailReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// The view is bound: show saved comments, then fetch them and the author.
    case viewDidLoad
    /// Fetch the comments again.
    case refresh
  }

  public enum Mutation: Equatable, Sendable {
    case setSavedComments([Comment])
    case setComments(PostComments)
    case setAuthor(Author)
    case setLoading(Bool)
    case setError(String)
  }

  public struct State: Equatable, Sendable {
    public var post: Post
    /// Who wrote it; nil until fetched, and when that failed (the byline says "user N").
    public var author: Author?
    /// The comments; nil until any arrived.
    public var comments: [Comment]?
    /// Whether the comments shown are the ones saved on an earlier visit.
    public var isSaved = false
    public var origin: DataOrigin?
    public var isLoading = false
    public var error: String?

    public init(post: Post) {
      self.post = post
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let service: any PostsService

  public init(post: Post, service: any PostsService) {
    initialState = State(post: post)
    self.service = service
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .viewDidLoad:
      return .concat(savedComments(), load())
    case .refresh:
      return currentState.isLoading ? .empty() : load()
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSavedComments(let comments):
      state.comments = comments
      state.isSaved = true
    case .setComments(let list):
      // The comments are what the load waits for: once they are shown, it has ended.
      state.isLoading = false
      state.comments = list.comments
      state.isSaved = false
      state.origin = list.origin
      state.error = nil
    case .setAuthor(let author):
      state.author = author
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    case .setError(let error):
      state.error = error
    }
    return state
  }

  private func savedComments() -> Mutations<Mutation> {
    let postID = currentState.post.id
    return .run { [service] send in
      if let comments = try await service.cachedComments(postID: postID) {
        send(.setSavedComments(comments))
      }
    }.catch { .just(.setError("the saved comments could not be read: \($0)")) }
  }

  /// The author (once), then the comments, one after the other so the states arrive in an
  /// order tests and the trace can rely on, and the spinner shows while the comments load;
  /// `setComments` ends the load itself, so no frame shows fresh comments still "refreshing…".
  private func load() -> Mutations<Mutation> {
    let post = currentState.post
    let author: Mutations<Mutation> =
      currentState.author != nil
      ? .empty()
      // Without the author the byline falls back to "user N"; the comments' error, if any, is
      // the one the banner is for.
      : .task { [service] in .setAuthor(try await service.author(userID: post.userId)) }.catch { _ in .empty()
      }
    return .concat(
      .just(.setLoading(true)),
      author,
      .task { [service] in .setComments(try await service.comments(postID: post.id)) }
        .catch { .concat(.just(.setError("comments could not be loaded: \($0)")), .just(.setLoading(false))) }
    )
  }
}
