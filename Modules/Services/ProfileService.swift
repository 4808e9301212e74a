import Models
import ReactorCore

/// Which part of the profile changed (`InfoType` in the Birth/Info article on `transform(mutation:)`).
public enum InfoType: Sendable, Equatable, CaseIterable {
  case name
  case birth
}

/// A change to the profile, sent on ``ProfileService/events`` after it was saved.
public enum ProfileEvent: Sendable, Equatable {
  case nameUpdated(String)
  case birthUpdated(CalendarDate)

  /// The part of the profile that changed.
  public var type: InfoType {
    switch self {
    case .nameUpdated: .name
    case .birthUpdated: .birth
    }
  }
}

/// What a ``ProfileService`` hands its followers.
public typealias ProfileEvents = PublishSubject<ProfileEvent>

/// The user's profile, shared by every screen that shows or edits it: global state.
///
/// Screens never tell each other about changes; they subscribe to ``events``, which every
/// subscriber receives.
public protocol ProfileService: Sendable {
  /// The saved profile, or the default one when nothing was saved yet.
  func currentProfile() async throws -> Profile

  /// Saves a new birthdate, then sends ``ProfileEvent/birthUpdated(_:)``. Nothing is sent
  /// when saving fails.
  func updateBirth(to birthdate: CalendarDate) async throws

  /// Saves a new name, then sends ``ProfileEvent/nameUpdated(_:)``. Nothing is sent when
  /// saving fails.
  func updateName(to name: String) async throws

  /// The changes saved from now on, handed to every follower on the main actor before the save
  /// that made them returns: the screen that saved can close, and the others show the change.
  var events: ProfileEvents { get }
}

/// The key of ProfileService in ServiceValues.
public enum ProfileServiceKey: ServiceKey {
  public static func inMemory(_: ServiceContext) -> any ProfileService { InMemoryProfileService() }
}

extension ServiceValues {
  /// The profile Info and Birth share.
  public var profile: any ProfileService {
    get { self[ProfileServiceKey.self] }
    set { self[ProfileServiceKey.self] = newValue }
  }
}
