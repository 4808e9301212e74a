extension MenuReactor.Mutation: CustomStringConvertible {
  /// A one-line summary for the trace, in the app's words: the feature by name, no `Optional`.
  public var description: String {
    switch self {
    case .setRoute(let route): "setRoute(\(route?.name ?? "nil"))"
    case .setMessage(let message): "setMessage(\(message.map { "\"\($0)\"" } ?? "nil"))"
    }
  }
}
