import Models
import ReactorCore

/// One repository's details, opened from a search result. It only shows: its state is the
/// repository and where it came from, set when the screen opens.
public final class RepoDetailReactor: Reactor {
  /// The detail screen has nothing to ask; the shared keys (`b`, `q`) leave it.
  public enum Action: Sendable {}

  public struct State: Equatable, Sendable {
    public var repo: Repo
    /// Offline star counts are a sample snapshot, and the screen says so.
    public var origin: DataOrigin

    public init(repo: Repo, origin: DataOrigin) {
      self.repo = repo
      self.origin = origin
    }
  }

  public let initialState: State
  public let runtime = Runtime()

  public init(repo: Repo, origin: DataOrigin) {
    initialState = State(repo: repo, origin: origin)
  }
}
