import TextUI

/// The rules for a profile name typed by the user.
enum ProfileName {
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  static let maximumLength = 40

  /// The cleaned name, or why it cannot be used.
  static func validate(_ text: String) -> Result<String, Problem> {
    let name = Sanitizer.cleanLine(text).split(separator: " ", omittingEmptySubsequences: true)
      .joined(separator: " ")
    guard !name.isEmpty else {
      return .failure(Problem(description: "type a name after 'name', e.g. name Ada Lovelace"))
    }
    guard name.count <= maximumLength else {
      return .failure(Problem(description: "a name has at most \(maximumLength) characters"))
    }
    return .success(name)
  }
}
