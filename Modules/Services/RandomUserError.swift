/// Why a ``RandomUserService`` gave no people, besides a transport failure.
public enum RandomUserError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The count is outside ``countRange``; nothing was sent.
  case invalidCount(Int)
  /// HTTP 429: too many requests; the API's message, or a default one.
  case rateLimited(String)
  /// The API answered `{"error": "…"}`; its message.
  case api(String)
  /// An error status without the API's error body.
  case status(Int)
  /// The body was not the JSON the API sends; what did not fit.
  case malformed(String)

  /// How many people one request may ask for.
  public static let countRange = 1...5000

  /// Throws ``invalidCount(_:)`` unless `count` is within ``countRange``.
  public static func validate(count: Int) throws(RandomUserError) {
    guard countRange.contains(count) else { throw .invalidCount(count) }
  }

  /// One sentence for the screen; the API's own words where it gave some.
  public var description: String {
    switch self {
    case .invalidCount(let count):
      "\(count) is not a count the API accepts: ask for \(Self.countRange.lowerBound)–\(Self.countRange.upperBound) people"
    case .rateLimited(let message):
      "rate limited by the server: \(message)"
    case .api(let message):
      "the server said: \(message)"
    case .status(let status):
      "the server answered with HTTP status \(status)"
    case .malformed(let detail):
      "the server's answer was not the expected JSON (\(detail))"
    }
  }
}
