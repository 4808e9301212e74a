import Foundation
import Models

/// Why a ``GitHubSearchService`` gave no page, besides a transport failure.
public enum GitHubSearchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 403 or 429 with no requests left, or a `retry-after`: no request is sent before
  /// `resetsAt`. `retryAfter` is the server's wait in seconds, when it gave one.
  case rateLimited(resetsAt: Date?, retryAfter: Int?)
  /// 403 or 429 for GitHub's secondary rate limit (too many requests at once, not too many in
  /// the hour): requests were left and no `retry-after` came, so GitHub's rule is to wait at
  /// least a minute. No request is sent before `until`.
  case secondaryRateLimit(until: Date)
  /// 403 or 429 with no requests left (`x-ratelimit-remaining: 0`) and no reset time or
  /// `retry-after`: no request is sent before `until`, a stated default wait (60 s) away.
  case rateLimitedWithoutReset(until: Date)
  /// 422: GitHub refused the query; its message and what each entry of `errors` says
  /// ("Validation Failed: q: missing").
  case validation(String)
  /// A 5xx status: GitHub's side failed.
  case server(status: Int)
  /// Any other error status (401, 403 without a rate limit, 404…), with GitHub's message.
  case status(Int, message: String?)
  /// The body was not the JSON GitHub sends; what did not fit.
  case malformed(String)
  /// A page beyond GitHub's 1000-result cap; nothing was sent.
  case beyondResultCap
  /// A query refused before any search ran (an empty one, or one the offline catalog cannot
  /// read); the reason, in the app's words, not GitHub's. Sending it again cannot help.
  case unreadableQuery(String)

  /// GitHub's search returns at most this many results for any query.
  public static let resultCap = 1000

  /// Whether `page` (counted from 1) of `perPage` results starts within ``resultCap``.
  ///
  /// False before the first page, and for a page number too large to count its first result,
  /// such as one a `Link` header names.
  public static func isWithinResultCap(page: Int, perPage: Int) -> Bool {
    guard page >= 1 else { return false }
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    return !overflow && start < resultCap
  }

  /// One sentence for the screen, with times in the local time zone.
  public var description: String {
    message(timeZone: .current)
  }

  /// One sentence for the screen, with times shown in `timeZone`.
  public func message(timeZone: TimeZone) -> String {
    switch self {
    case .rateLimited(let resetsAt, let retryAfter):
      let time = resetsAt.map { "resets at \(Self.clockTime($0, in: timeZone))" }
      let wait = retryAfter.map { "retry after \($0) s" }
      let detail = [wait, time].compactMap { $0 }.joined(separator: ", ")
      return "rate limited by GitHub" + (detail.isEmpty ? "" : ", \(detail)")
    case .secondaryRateLimit(let until):
      return
        "GitHub's secondary rate limit: wait a minute (searches resume at \(Self.clockTime(until, in: timeZone)))"
    case .rateLimitedWithoutReset(let until):
      return
        "GitHub's rate limit is used up and it gave no reset time: waiting 60 s (searches resume at \(Self.clockTime(until, in: timeZone)))"
    case .validation(let message):
      return "GitHub refused the query: \(message)"
    case .server(let status):
      return "GitHub had a problem (HTTP \(status)); try again later"
    case .status(let status, let message?):
      return "GitHub answered HTTP \(status): \(message)"
    case .status(let status, nil):
      return "GitHub answered HTTP \(status)"
    case .malformed(let detail):
      return "GitHub's answer was not the expected JSON (\(detail))"
    case .beyondResultCap:
      return "GitHub shows only the first \(Self.resultCap) results of a search"
    case .unreadableQuery(let reason):
      // Shown under "could not search:", which already says nothing was searched.
      return reason
    }
  }

  /// "14:05": the hour and minute of `date` in `timeZone`.
  public static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
    ClockTime.text(date, in: timeZone)
  }
}
