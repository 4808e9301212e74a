import Foundation
import Models
import Networking
import Services
import Synchronization

/// randomuser.me over an ``HTTPClient``: `GET {base}/api/1.4/?results=&seed=&page=&inc=…`.
///
/// After a 429 with a `Retry-After` (seconds or a date), nothing is sent until that time: the
/// same error is given again at once.
public final class RandomUserAPI: Sendable {
  /// The fields asked for: what ``Person`` decodes, and nothing else.
  public static let fields = "gender,name,location,email,dob,phone,cell,login,nat,picture"
  /// The API version in the path; 1.4 is the one whose shape ``Person`` follows.
  public static let version = "1.4"
  /// How long a 429 without `Retry-After` holds requests back.
  public static let defaultRateLimitWait: TimeInterval = 60

  private let client: any HTTPClient
  /// The API's root, as configured.
  public let baseURL: String
  private let now: @Sendable () -> Date
  /// Set by a 429 that said how long to wait: the error it was, and when requests may go again.
  private let block = Mutex<(error: RandomUserError, until: Date)?>(nil)

  /// - Parameters:
  ///   - baseURL: `https://randomuser.me`, or a loopback server in tests.
  ///   - now: the time a `Retry-After` is measured against.
  public init(client: any HTTPClient, baseURL: String, now: @escaping @Sendable () -> Date = Date.init) {
    self.client = client
    self.baseURL = baseURL
    self.now = now
  }

  /// The request for a page of people; the count is checked first, because the API silently
  /// turns a bad one into 1.
  public func request(count: Int, seed: String, page: Int) throws(RandomUserError) -> HTTPRequest {
    try RandomUserError.validate(count: count)
    let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    let query = [
      ("results", "\(count)"), ("seed", seed), ("page", "\(page)"), ("inc", Self.fields),
    ].map { "\($0)=\(Self.encode($1))" }.joined(separator: "&")
    return HTTPRequest(
      url: "\(base)/api/\(Self.version)/?\(query)", headers: ["Accept": "application/json"])
  }

  /// Fetches and decodes a page of people.
  ///
  /// - Throws: ``RandomUserError`` for a bad count, a 429, an error body, an error status or a
  ///   malformed body; ``HTTPError`` when the transfer itself failed.
  public func people(count: Int, seed: String, page: Int) async throws -> [Person] {
    let request = try request(count: count, seed: seed, page: page)
    if let block = block.withLock({ $0 }), now() < block.until { throw block.error }
    let response = try await client.send(request)
    let now = now()
    do {
      return try RandomUserDecoder.people(from: response, now: now)
    } catch {
      if case .rateLimited = error {
        // Without a Retry-After, a minute, as for GitHub: the next request must not go at once.
        let wait = response.headers.retryAfter(now: now) ?? Self.defaultRateLimitWait
        block.withLock { $0 = (error, now.addingTimeInterval(wait)) }
      }
      throw error
    }
  }

  /// Percent-encodes a query value; commas stay, as the API's own examples write `inc`.
  private static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
  }

  /// RFC 3986's unreserved characters, and the comma.
  private static let allowed = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~,")
}
