/// Where a screen's data came from, so it can say so in a banner.
public enum DataOrigin: Sendable, Equatable {
  /// Fetched from the network just now.
  case live
  /// Bundled sample data: chosen (`--offline`), or fallen back to because the network could not
  /// be reached (`reason` says why).
  case offline(reason: String?)

  /// The banner to show, or nil for live data.
  public var banner: String? {
    switch self {
    case .live: nil
    case .offline(nil): "offline: showing bundled sample data"
    case .offline(let reason?): "offline (\(reason)): showing bundled sample data"
    }
  }
}
