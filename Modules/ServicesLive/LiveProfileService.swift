import Models
import Services
import Storage

/// The profile kept in the app's SQLite database. Changes are serialised (an actor), each is
/// saved in one transaction and only then sent to every subscriber.
public actor LiveProfileService: ProfileService {
  private let store: ProfileStore
  private let broadcast = Broadcast<ProfileEvent>()

  public init(store: ProfileStore) {
    self.store = store
  }

  public func currentProfile() async throws -> Profile {
    try store.load() ?? .default
  }

  public func updateBirth(to birthdate: CalendarDate) async throws {
    var profile = try await currentProfile()
    profile.birthdate = birthdate
    try store.save(profile)
    broadcast.send(.birthUpdated(birthdate))
  }

  public func updateName(to name: String) async throws {
    var profile = try await currentProfile()
    profile.name = name
    try store.save(profile)
    broadcast.send(.nameUpdated(name))
  }

  public nonisolated var events: AsyncStream<ProfileEvent> {
    broadcast.subscribe()
  }
}
