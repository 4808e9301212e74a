import Foundation

/// The user's profile: the data the Info and Birth screens show and edit.
public struct Profile: Sendable, Hashable, Codable {
  /// The name shown on the Info screen.
  public var name: String
  /// The day the user was born, from which the Info screen computes the age.
  public var birthdate: CalendarDate

  /// Creates a profile from its fields.
  public init(name: String, birthdate: CalendarDate) {
    self.name = name
    self.birthdate = birthdate
  }

  /// The profile shown before the user has saved one.
  public static let `default` = Profile(name: "Reactor Fan", birthdate: defaultBirthdate)

  // A literal that is known to be valid, so unwrapping it can never fail at run time.
  private static let defaultBirthdate = CalendarDate(year: 2000, month: 1, day: 1)!
}
