import Models
import ReactorCore
import Synchronization

/// A ``ProfileService`` kept in memory, for tests and previews; it can be told to fail.
public final class InMemoryProfileService: ProfileService {
  /// The error saves throw while ``failsToSave`` is true.
  public struct SaveFailed: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "the disk is full" }
  }

  private let profile: Mutex<Profile>
  private let failure = Mutex(false)
  private let broadcast = Broadcast<ProfileEvent>()

  public init(profile: Profile = .default) {
    self.profile = Mutex(profile)
  }

  /// Whether saves fail with ``SaveFailed``.
  public var failsToSave: Bool {
    get { failure.withLock { $0 } }
    set { failure.withLock { $0 = newValue } }
  }

  /// How many followers listen to ``events``.
  @MainActor
  public var subscriberCount: Int { broadcast.subscriberCount }

  public func currentProfile() async throws -> Profile {
    profile.withLock { $0 }
  }

  public func updateBirth(to birthdate: CalendarDate) async throws {
    try save { $0.birthdate = birthdate }
    await broadcast.send(.birthUpdated(birthdate))
  }

  public func updateName(to name: String) async throws {
    try save { $0.name = name }
    await broadcast.send(.nameUpdated(name))
  }

  public var events: ProfileEvents {
    broadcast.events
  }

  private func save(_ change: (inout Profile) -> Void) throws {
    guard !failsToSave else { throw SaveFailed() }
    profile.withLock { change(&$0) }
  }
}
