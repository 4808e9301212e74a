import Models
import ReactorCore

/// One row of the main screen: it holds one person and nothing else (the seed's cell reactor).
///
/// It has no actions, so its state never changes: two cells showing the same person are equal.
public final class MainCellReactor: Reactor, Equatable, CustomStringConvertible {
  /// A cell only shows; it does nothing.
  public enum Action: Sendable {}

  public struct State: Equatable, Sendable {
    public var person: Person

    public init(person: Person) {
      self.person = person
    }
  }

  public nonisolated let initialState: State
  public let runtime = Runtime()

  public init(person: Person) {
    initialState = State(person: person)
  }

  public nonisolated static func == (lhs: MainCellReactor, rhs: MainCellReactor) -> Bool {
    lhs.initialState == rhs.initialState
  }

  public nonisolated var description: String { initialState.person.name.full }
}

/// A section of the main screen: its header and a cell reactor per row (the seed's
/// `MainSectionModel`).
public struct MainSection: Equatable, Sendable, CustomStringConvertible {
  public var section: PeopleSection
  public var items: [MainCellReactor]

  public init(section: PeopleSection, items: [MainCellReactor]) {
    self.section = section
    self.items = items
  }

  /// The header: "Male".
  public var header: String { section.title }

  public var description: String { "\(header) (\(items.count))" }
}
