import Models
import ReactorCore

/// One row of a section's detail: a person, the people living in the same area, and whether
/// the row is expanded to show them.
///
/// It is the RandomUser app's detail cell reactor, named after what it shows.
///
/// It has no actions: when a row expands or collapses, the detail reactor's state gets a new
/// cell for it, as a reloaded table cell gets a new reactor.
public final class ExpandablePersonCellReactor: Reactor, Equatable {
  /// A cell only shows; the detail screen toggles it.
  public enum Action: Sendable {}

  public struct State: Equatable, Sendable {
    public var person: Person
    /// Up to ``PeopleDirectory/sameAreaLimit`` people of the same country and state; never
    /// ``person``.
    public var sameAreaPeople: [Person]
    public var isExpanded: Bool

    public init(person: Person, sameAreaPeople: [Person], isExpanded: Bool = false) {
      self.person = person
      self.sameAreaPeople = sameAreaPeople
      self.isExpanded = isExpanded
    }
  }

  public nonisolated let initialState: State
  public let runtime = Runtime()

  public init(_ state: State) {
    initialState = state
  }

  /// The same row, expanded or collapsed.
  func setting(isExpanded: Bool) -> ExpandablePersonCellReactor {
    var state = initialState
    state.isExpanded = isExpanded
    return ExpandablePersonCellReactor(state)
  }

  public nonisolated static func == (lhs: ExpandablePersonCellReactor, rhs: ExpandablePersonCellReactor)
    -> Bool
  {
    lhs.initialState == rhs.initialState
  }
}
