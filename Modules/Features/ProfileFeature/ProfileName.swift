import TextUI

/// The rules for a profile name typed by the user.
enum ProfileName {
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Nothing but spaces (or characters the sanitiser removes).
    case empty
    case tooLong

    /// What to tell someone whose name was refused, in either mode: the hint line says how
    /// each mode types one.
    var description: String {
      switch self {
      case .empty: "a name cannot be blank"
      case .tooLong: "a name has at most \(ProfileName.maximumLength) characters"
      }
    }
  }

  static let maximumLength = 40

  /// The cleaned name, or why it cannot be used.
  static func validate(_ text: String) -> Result<String, Problem> {
    let name = Sanitizer.cleanLine(text).split(separator: " ", omittingEmptySubsequences: true)
      .joined(separator: " ")
    guard !name.isEmpty else {
      return .failure(.empty)
    }
    guard name.count <= maximumLength else {
      return .failure(.tooLong)
    }
    return .success(name)
  }
}
