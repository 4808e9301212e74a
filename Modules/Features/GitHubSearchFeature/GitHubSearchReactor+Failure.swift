import Foundation
import Services

extension GitHubSearchReactor {
  /// The mutation that shows `error`.
  nonisolated static func failure(_ error: any Error, timeZone: TimeZone) -> Mutation {
    // Only a failure on the way may pass when the same query is sent again; a refusal says why.
    let retry = "; send the query again to retry"
    guard let error = error as? GitHubSearchError else {
      return .setError("\(error)" + retry, endsPaging: false)
    }
    switch error {
    case .rateLimited, .secondaryRateLimit, .rateLimitedWithoutReset:
      return .setRateLimit(error.message(timeZone: timeZone))
    case .beyondResultCap, .validation, .unreadableQuery:
      return .setError(error.message(timeZone: timeZone), endsPaging: true)
    case .malformed: return .setError(error.message(timeZone: timeZone) + retry, endsPaging: false)
    default: return .setError(error.message(timeZone: timeZone), endsPaging: false)
    }
  }
}
