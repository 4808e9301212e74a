import Models

extension InfoReactor.Mutation: CustomStringConvertible {
  /// A one-line summary for the trace, in the app's words: no `Optional`, no module names.
  public var description: String {
    switch self {
    case .setProfile(let profile): "setProfile(\(profile.name), \(profile.birthdate))"
    case .setName(let name): "setName(\"\(name)\")"
    case .setBirth(let birthdate): "setBirth(\(birthdate))"
    case .setRoute(let route): "setRoute(\(route.map { "\($0)" } ?? "nil"))"
    case .setMessage(let message): "setMessage(\"\(message)\")"
    case .setNameEntry(let entry): "setNameEntry(\(entry.map { "\"\($0)\"" } ?? "nil"))"
    }
  }
}

extension InfoReactor.Route: CustomStringConvertible {
  /// The screen and the date it opens with.
  public var description: String {
    switch self {
    case .birth(let birthdate): "birth(\(birthdate))"
    }
  }
}

extension InfoReactor.Action: CustomStringConvertible {
  /// A one-line summary for the trace, in the app's words: no `Optional`.
  public var description: String {
    switch self {
    case .load: "load"
    case .editBirth: "editBirth"
    case .rename(let name): "rename(\"\(name)\")"
    case .editName(let entry): "editName(\(entry.map { "\"\($0)\"" } ?? "nil"))"
    case .removePushed: "removePushed"
    case .typePastLimit(let limit): "typePastLimit(\(limit))"
    }
  }
}
