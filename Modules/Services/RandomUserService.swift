import Models

/// People from randomuser.me, or generated just like them when offline.
///
/// The same seed and page always give the same people; a new page gives new people.
public protocol RandomUserService: Sendable {
  /// `count` people for `seed` and `page`.
  ///
  /// - Parameters:
  ///   - count: how many, within ``RandomUserError/countRange``; checked before anything is sent,
  ///     because the API silently turns a bad count into 1.
  ///   - seed: the API's seed: the same seed and page give the same people.
  ///   - page: 1 for the first page.
  /// - Throws: ``RandomUserError``, or the transport's error when the network failed.
  func people(count: Int, seed: String, page: Int) async throws -> RandomUserPage
}

/// One page of people and where it came from.
public struct RandomUserPage: Sendable, Equatable {
  public var people: [Person]
  /// Live or offline; a screen shows ``DataOrigin/banner``.
  public var origin: DataOrigin

  public init(people: [Person], origin: DataOrigin) {
    self.people = people
    self.origin = origin
  }
}

/// The key of RandomUserService in ServiceValues.
public enum RandomUserServiceKey: ServiceKey {
  public static func inMemory(_: ServiceContext) -> any RandomUserService { InMemoryRandomUserService() }
}

extension ServiceValues {
  /// People for Random Users, live or generated offline.
  public var randomUsers: any RandomUserService {
    get { self[RandomUserServiceKey.self] }
    set { self[RandomUserServiceKey.self] = newValue }
  }
}
