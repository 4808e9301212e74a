import Models

/// The main screen's sections: every person is in one gender section and in at most one age
/// section.
public enum PeopleSection: Int, CaseIterable, Sendable, CustomStringConvertible {
  case male = 1
  case female
  /// Ages 20–29.
  case twenties
  /// Ages 30–39.
  case thirties

  /// The header: "Male", "Female", "20s", "30s".
  public var title: String {
    switch self {
    case .male: "Male"
    case .female: "Female"
    case .twenties: "20s"
    case .thirties: "30s"
    }
  }

  public var description: String { title }

  /// Whether `person` belongs here.
  public func contains(_ person: Person) -> Bool {
    switch self {
    case .male: person.gender == .male
    case .female: person.gender == .female
    case .twenties: (20...29).contains(person.age)
    case .thirties: (30...39).contains(person.age)
    }
  }

  /// The section a command names: its number (`1`) or its title (`male`, `20s`).
  public init?(choice: String) {
    let choice = choice.lowercased()
    guard
      let section = Self.allCases.first(where: {
        "\($0.rawValue)" == choice || $0.title.lowercased() == choice
      })
    else { return nil }
    self = section
  }
}
