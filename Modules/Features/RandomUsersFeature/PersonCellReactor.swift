import Models
import ReactorCore

/// One row of the sections screen: it holds one person and nothing else.
///
/// It is the RandomUser app's `MainCellReactor`, which each collection-view cell was given.
///
/// It has no actions, so its state never changes: two cells showing the same person are equal.
public final class PersonCellReactor: Reactor, Equatable {
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

  public nonisolated static func == (lhs: PersonCellReactor, rhs: PersonCellReactor) -> Bool {
    lhs.initialState == rhs.initialState
  }
}
