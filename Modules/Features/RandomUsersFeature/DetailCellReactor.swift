import Models
import ReactorCore

/// One row of a section's detail: a person, the people living in the same area, and whether
/// the row is expanded to show them (the seed's detail cell reactor).
///
/// It has no actions: when a row expands or collapses, the detail reactor's state gets a new
/// cell for it, as a reloaded table cell gets a new reactor.
public final class DetailCellReactor: Reactor, Equatable, CustomStringConvertible {
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
  func setting(isExpanded: Bool) -> DetailCellReactor {
    var state = initialState
    state.isExpanded = isExpanded
    return DetailCellReactor(state)
  }

  public nonisolated static func == (lhs: DetailCellReactor, rhs: DetailCellReactor) -> Bool {
    lhs.initialState == rhs.initialState
  }

  public nonisolated var description: String {
    (initialState.isExpanded ? "▾ " : "") + initialState.person.name.full
  }
}
