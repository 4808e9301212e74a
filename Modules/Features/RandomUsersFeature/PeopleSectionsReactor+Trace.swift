import Models

// Short enough for the trace: a page of people prints as its size, a cell as its person's name.

extension PeopleSectionsReactor.Mutation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .setLoading(let isLoading): "setLoading(\(isLoading))"
    case .setPeople(let people, let origin, let page):
      "setPeople(\(people), origin: \(origin), page: \(page))"
    case .toSectionDetail(let section): "toSectionDetail(\(section))"
    case .removePushed: "removePushed"
    case .setError(let error): "setError(\(error))"
    case .setSelection(let section): "setSelection(\(section))"
    }
  }
}

extension PeopleSectionsReactor.Route: CustomStringConvertible {
  public var description: String {
    switch self {
    case .sectionDetail(let section, let people): "sectionDetail(\(section), \(people))"
    }
  }
}

extension PersonCellReactor: CustomStringConvertible {
  public nonisolated var description: String { initialState.person.name.full }
}

extension PeopleSectionRows: CustomStringConvertible {
  public var description: String { "\(header) (\(items.count))" }
}
