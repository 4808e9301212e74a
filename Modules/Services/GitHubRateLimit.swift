import Foundation

/// The search API's rate limit as a response reports it (`x-ratelimit-*` headers).
public struct GitHubRateLimit: Sendable, Equatable {
  /// Requests allowed per window (10 a minute without a token, 30 with one).
  public var limit: Int?
  /// Requests left in the current window.
  public var remaining: Int
  /// When the window resets.
  public var resetsAt: Date?

  public init(limit: Int?, remaining: Int, resetsAt: Date?) {
    self.limit = limit
    self.remaining = remaining
    self.resetsAt = resetsAt
  }
}
