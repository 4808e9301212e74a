import Models
import ReactorCore
import Synchronization

/// A ``GitHubSearchService`` for tests and previews: answers from a closure after a latency on
/// an injected clock, records the requests, and can be told to fail.
public final class InMemoryGitHubSearchService: GitHubSearchService {
  /// A request the service received.
  public struct Request: Sendable, Equatable {
    public var query: String
    public var page: Int

    public init(query: String, page: Int) {
      self.query = query
      self.page = page
    }
  }

  private struct Shared {
    var requests: [Request] = []
    var answered: [Request] = []
    var failure: (any Error)?
  }

  private let shared = Mutex(Shared())
  private let clock: any Clock<Duration>
  private let latency: @Sendable (Request) -> Duration
  private let answer: @Sendable (Request) throws -> RepoSearchPage

  /// - Parameters:
  ///   - clock: what the latency is measured on; a `TestClock` in tests.
  ///   - latency: how long each request takes; none by default.
  ///   - answer: the page for a request; ``samplePage(for:)`` by default.
  public init(
    clock: any Clock<Duration> = ContinuousClock(),
    latency: @escaping @Sendable (Request) -> Duration = { _ in .zero },
    answer: @escaping @Sendable (Request) throws -> RepoSearchPage = InMemoryGitHubSearchService.samplePage(
      for:)
  ) {
    self.clock = clock
    self.latency = latency
    self.answer = answer
  }

  /// The requests received so far, oldest first.
  public var requests: [Request] { shared.withLock { $0.requests } }

  /// The requests answered so far (their latency passed before the caller cancelled), in the
  /// order they were answered.
  public var answered: [Request] { shared.withLock { $0.answered } }

  /// The error every request throws from now on; nil to succeed again.
  public func fail(with error: (any Error)?) {
    shared.withLock { $0.failure = error }
  }

  public func repositories(matching query: String, page: Int) async throws -> RepoSearchPage {
    let request = Request(query: query, page: page)
    // The deadline is read before the request is recorded, so a test that waits for the
    // request and then advances its clock always wakes this answer.
    let sleep = clock.deadlineSleep(after: latency(request))
    let failure = shared.withLock { shared in
      shared.requests.append(request)
      return shared.failure
    }
    // Waiting in the caller's task, as a real request does: cancelling the caller cancels it.
    try await sleep()
    shared.withLock { $0.answered.append(request) }
    if let failure { throw failure }
    return try answer(request)
  }
}
