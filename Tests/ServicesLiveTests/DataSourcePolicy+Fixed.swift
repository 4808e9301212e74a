import Foundation
import ServicesLive

extension DataSourcePolicy {
  /// A policy whose clock stands still at 13:53:20 UTC, so a fallback's words are known.
  static func fixed(_ mode: Mode) -> DataSourcePolicy {
    DataSourcePolicy(mode: mode, now: { DataSourcePolicyTests.start }, timeZone: DataSourcePolicyTests.utc)
  }
}
