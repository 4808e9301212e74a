import Models
import Services
import Storage

/// The profile kept in the app's SQLite database. Changes are serialised (an actor), each is
/// saved in one transaction and only then sent to every subscriber.
public actor LiveProfileService: ProfileService {
  private let store: ProfileStore
  private let work: LocalWork
  private let broadcast = Broadcast<ProfileEvent>()

  /// - Parameter work: where each load and save runs, off the cooperative pool.
  public init(store: ProfileStore, work: LocalWork = LocalWork()) {
    self.store = store
    self.work = work
  }

  public func currentProfile() async throws -> Profile {
    let store = store
    return try await work.runBlocking("database profile") { try store.load() ?? .default }
  }

  public func updateBirth(to birthdate: CalendarDate) async throws {
    // Read and written in one transaction, so another running instance cannot slip an edit in
    // between and lose it.
    let store = store
    try await work.runBlocking("database birthdate saved") {
      try store.update(from: .default) { $0.birthdate = birthdate }
    }
    await broadcast.send(.birthUpdated(birthdate))
  }

  public func updateName(to name: String) async throws {
    let store = store
    try await work.runBlocking("database name saved") { try store.update(from: .default) { $0.name = name } }
    await broadcast.send(.nameUpdated(name))
  }

  public nonisolated var events: ProfileEvents {
    broadcast.events
  }
}
