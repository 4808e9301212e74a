/// Where a screen's data came from, so it can say so in a banner.
public enum DataOrigin: Sendable, Equatable {
  /// Fetched from the network just now.
  case live
  /// Bundled sample data: chosen (`--offline`), or fallen back to because the network could not
  /// be reached (`reason` says why).
  case offline(reason: String?)
  /// Fetched from the network just now, from a host that had been unreachable: the first live
  /// answer after a fallback, so the screen can say it is live again.
  case reconnected(host: String)

  /// Whether the data was fetched from the network.
  public var isLive: Bool {
    switch self {
    case .live, .reconnected: true
    case .offline: false
    }
  }

  /// The banner to show, or nil for live data.
  public var banner: String? {
    switch self {
    case .live: nil
    case .reconnected(let host): "back online: live data from \(host) again"
    case .offline(nil): "offline: showing bundled sample data"
    // The reason comes last, after a colon: it may hold parentheses of its own.
    case .offline(let reason?): "offline, showing bundled sample data: \(reason)"
    }
  }
}
