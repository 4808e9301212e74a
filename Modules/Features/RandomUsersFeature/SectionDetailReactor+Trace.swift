import Models

// Short enough for the trace: a cell prints as its person's name, marked when expanded.

extension ExpandablePersonCellReactor: CustomStringConvertible {
  public nonisolated var description: String {
    (initialState.isExpanded ? "▾ " : "") + initialState.person.name.full
  }
}
