import CounterFeature
import GitHubSearchFeature
import Models
import ReactorCore
import Services

/// Counter's own state and `reduce`, with a synchronous `mutate`: one `increaseValue` per
/// action, so a figure per action measures the runtime and the tracer, not a delay's task.
public final class CounterStates: Reactor {
  public typealias Action = CounterReactor.Action
  public typealias Mutation = CounterReactor.Mutation
  public typealias State = CounterReactor.State

  public let initialState = State()
  public let runtime = Runtime()
  private let feature = CounterReactor()

  /// Creates a reactor at value 0.
  public init() {}

  public func mutate(action: Action) -> Mutations<Mutation> {
    .just(action == .increase ? .increaseValue : .decreaseValue)
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    feature.reduce(state: state, mutation: mutation)
  }
}

/// GitHub Search's own state and `reduce`; each action shows a page of 30 repositories with
/// `setRepos`, as a search answer does.
public final class SearchStates: Reactor {
  /// Show the page at this index of ``pages`` (modulo their count).
  public enum Action: Sendable {
    case show(Int)
  }

  public typealias Mutation = GitHubSearchReactor.Mutation
  public typealias State = GitHubSearchReactor.State

  public let initialState = State()
  public let runtime = Runtime()
  private let feature = GitHubSearchReactor(service: InMemoryGitHubSearchService())
  /// The pages the actions show.
  public var pages: [[Repo]]

  /// - Parameter pages: the pages shown in turn; at least one.
  public init(pages: [[Repo]]) {
    self.pages = pages
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    guard case .show(let index) = action else { return .empty() }
    let page = RepoSearchPage(
      repos: pages[index % pages.count], totalCount: 1_000, nextPage: 2, origin: .live)
    return .just(.setRepos(page))
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    feature.reduce(state: state, mutation: mutation)
  }

  /// A page of 30 repositories whose strings are all its own (as decoded from an answer).
  public static func page(_ number: Int) -> [Repo] {
    (0..<30).map { row in
      Repo(
        fullName: "owner\(number)/repository-\(row)",
        description: "Repository \(row) of page \(number): a description as long as GitHub's often are.",
        language: "Swift", topics: ["swift", "ios-\(row)"], stars: 1_000 + row,
        htmlURL: "https://github.com/owner\(number)/repository-\(row)")
    }
  }
}
