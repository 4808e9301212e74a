import Models
import ReactorCore

/// A section's detail: its people, one cell reactor per row; `toggle` expands a row to show who
/// lives in the same area, collapses it when toggled again, and moves the expansion when another
/// row is toggled.
///
/// It is the `DetailReactor` of the RandomUser app (9oHigh/usket.RandomUser), named after what
/// it shows.
public final class SectionDetailReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Expand or collapse the row at this index (0-based).
    case toggle(Int)
  }

  public enum Mutation: Equatable, Sendable {
    /// The RandomUser app's mutation: the same row collapses, another row expands.
    case toggle(Int)
    case setMessage(String)
  }

  public struct State: Equatable, Sendable {
    public var section: PeopleSection
    /// A cell reactor per person of the section.
    public var items: [ExpandablePersonCellReactor]
    /// The expanded row (the RandomUser app's `expandedIndexPath`), if any.
    public var expandedIndex: Int?
    @Pulse public var message: String?

    public init(section: PeopleSection, items: [ExpandablePersonCellReactor]) {
      self.section = section
      self.items = items
    }
  }

  public let initialState: State
  public let runtime = Runtime()

  /// - Parameter people: everyone loaded; the section's rows come from it, and so do the
  ///   same-area people, who may be in other sections.
  public init(section: PeopleSection, people: PeopleDirectory) {
    let items = people.indices(in: section).map { index in
      ExpandablePersonCellReactor(
        .init(person: people.people[index], sameAreaPeople: people.sameArea(asPersonAt: index)))
    }
    initialState = State(section: section, items: items)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    let count = currentState.items.count
    switch action {
    case .toggle(let index):
      guard count > 0 else { return .just(.setMessage("no one is in this section")) }
      guard currentState.items.indices.contains(index) else {
        return .just(.setMessage("there is no row \(index + 1): pick 1–\(count)"))
      }
      return .just(.toggle(index))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .toggle(let index):
      let previous = state.expandedIndex
      let expanded = previous == index ? nil : index
      if let previous { state.items[previous] = state.items[previous].setting(isExpanded: false) }
      if let expanded { state.items[expanded] = state.items[expanded].setting(isExpanded: true) }
      state.expandedIndex = expanded
    case .setMessage(let message):
      state.message = message
    }
    return state
  }
}
