extension DataOrigin: CustomStringConvertible {
  /// The origin in a reader's words, as the trace shows it: `live`, `offline: why`.
  public var description: String {
    switch self {
    case .live: "live"
    case .offline(nil): "offline"
    case .offline(let reason?): "offline: \(reason)"
    case .reconnected(let host): "reconnected to \(host)"
    }
  }
}
