extension MenuReactor.Mutation: CustomStringConvertible {
  /// A one-line summary for the trace, in the app's words: the case study by name, no `Optional`.
  public var description: String {
    switch self {
    case .setRoute(let route): "setRoute(\(route?.description ?? "nil"))"
    case .setMessage(let message): "setMessage(\(message.map { "\"\($0)\"" } ?? "nil"))"
    case .setSelection(let selection): "setSelection(\(selection))"
    }
  }
}

extension MenuReactor.Entry: CustomStringConvertible {
  /// The case study's name, as the trace's state lines show a route.
  public var description: String { name }
}
