import Models
import Synchronization

/// A ``RandomUserService`` for tests and previews: plain people made from the request, no
/// network; it records requests and can be told to fail.
public final class InMemoryRandomUserService: RandomUserService {
  /// A request the service received.
  public struct Request: Sendable, Equatable {
    public var count: Int
    public var seed: String
    public var page: Int

    public init(count: Int, seed: String, page: Int) {
      self.count = count
      self.seed = seed
      self.page = page
    }
  }

  private struct Shared {
    var requests: [Request] = []
    var failure: (any Error)?
  }

  private let shared = Mutex(Shared())
  private let origin: DataOrigin
  private let makePeople: @Sendable (Request) -> [Person]

  /// - Parameters:
  ///   - origin: where the pages say they came from.
  ///   - makePeople: the people for a request; ``samplePeople(for:)`` by default.
  public init(
    origin: DataOrigin = .live,
    makePeople: @escaping @Sendable (Request) -> [Person] = InMemoryRandomUserService.samplePeople(for:)
  ) {
    self.origin = origin
    self.makePeople = makePeople
  }

  /// The requests received so far, oldest first (invalid counts included).
  public var requests: [Request] { shared.withLock { $0.requests } }

  /// The error every request throws from now on; nil to succeed again.
  public func fail(with error: (any Error)?) {
    shared.withLock { $0.failure = error }
  }

  public func people(count: Int, seed: String, page: Int) async throws -> RandomUserPage {
    let request = Request(count: count, seed: seed, page: page)
    let failure = shared.withLock { shared in
      shared.requests.append(request)
      return shared.failure
    }
    try RandomUserError.validate(count: count)
    if let failure { throw failure }
    return RandomUserPage(people: makePeople(request), origin: origin)
  }
}
