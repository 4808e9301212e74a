import Synchronization

/// The key a case study's service is found by in ``ServiceValues``: it names the service's type
/// and the in-memory fake that stands in where no other was registered.
///
/// Each service protocol in this module has one beside it (``PostsServiceKey``), and a property
/// on ``ServiceValues`` that reads it (``ServiceValues/posts``).
public protocol ServiceKey {
  /// What the features are given: the service's protocol (`any PostsService`).
  associatedtype Value: Sendable
  /// The fake a container uses when nothing was registered under this key: a test's container,
  /// which registers only the fakes a test names. A fake that waits does so on
  /// `context.clock`, so a test's clock ends its waits at once.
  static func inMemory(_ context: ServiceContext) -> Value
}

/// The services the case studies are built from, each under its ``ServiceKey``.
///
/// The composition root registers every live service in one place; a test's container
/// registers the fakes it names and gets the in-memory fake of every other. A fake made for a
/// missing key is made once, and kept by this value and every copy of it, so two screens that
/// share a service (Info and Birth) share the fake too.
public struct ServiceValues: Sendable {
  /// The clock, time and zone the services are built with, and so every fake made here.
  public let context: ServiceContext
  private var registered: [ObjectIdentifier: any Sendable] = [:]
  private let fakes = Fakes()

  /// No service registered: every key gives its in-memory fake, made with `context`.
  public init(_ context: ServiceContext) {
    self.context = context
  }

  /// The service registered under `key`, or its in-memory fake.
  public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrapped before the cast: a missing entry cast to an optional `Value` would be a
      // registered nil.
      if let entry = registered[ObjectIdentifier(key)], let service = entry as? Key.Value { return service }
      return fakes.fake(for: key, in: context)
    }
    set { registered[ObjectIdentifier(key)] = newValue }
  }

  /// Whether a service was registered under `key`, rather than left to its fake.
  public func isRegistered<Key: ServiceKey>(_ key: Key.Type) -> Bool {
    registered[ObjectIdentifier(key)] != nil
  }

  /// The keys read so far that nothing was registered under, by name (`TodoServiceKey`): a
  /// live container that made one runs a case study on its fake, which the screenshot run
  /// refuses.
  public var fakesMade: [String] { fakes.names }
}

/// The fakes made for keys nothing was registered under, made on first use and kept.
private final class Fakes: Sendable {
  private let made = Mutex<[ObjectIdentifier: (name: String, fake: any Sendable)]>([:])

  func fake<Key: ServiceKey>(for key: Key.Type, in context: ServiceContext) -> Key.Value {
    made.withLock { made in
      if let entry = made[ObjectIdentifier(key)], let fake = entry.fake as? Key.Value { return fake }
      let fake = Key.inMemory(context)
      made[ObjectIdentifier(key)] = (String(describing: key), fake)
      return fake
    }
  }

  var names: [String] {
    made.withLock { $0.values.map(\.name).sorted() }
  }
}
