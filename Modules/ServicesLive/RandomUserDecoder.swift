import Foundation
import Models
import Networking
import Services

/// Turns randomuser.me's answers into people or a ``RandomUserError``, with Foundation's
/// `JSONDecoder` and `Person`'s `Codable` conformance.
public enum RandomUserDecoder {
  /// What a body holds: the people of `results`, or the message of `error`.
  private enum Body: Decodable {
    case people([Person])
    case error(String)

    private enum CodingKeys: String, CodingKey {
      case results, error
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      // The API's message stands for the whole answer, whatever else came with it.
      if let message = try? container.decode(String.self, forKey: .error) {
        self = .error(message)
      } else {
        self = .people(try container.decode([Person].self, forKey: .results))
      }
    }
  }

  /// The people in a response, or the error it stands for.
  ///
  /// - Parameter now: the time a `Retry-After` date is counted from.
  public static func people(from response: HTTPResponse, now: Date = Date()) throws(RandomUserError)
    -> [Person]
  {
    let body = Result { () throws(RandomUserError) in try decode(response.body) }
    let apiMessage: String? = if case .success(.error(let message)) = body { message } else { nil }
    if response.status == 429 {
      var message = apiMessage ?? "too many requests"
      // Seconds or an HTTP-date, as RFC 9110 allows; shown as seconds either way.
      if let wait = response.headers.retryAfter(now: now) {
        message += " (try again in \(Int(min(wait.rounded(.up), 1e9))) s)"
      }
      throw .rateLimited(message)
    }
    if let apiMessage { throw .api(apiMessage) }
    guard (200..<300).contains(response.status) else { throw .status(response.status) }
    return try people(in: body.get())
  }

  /// The people in a `{"results": […]}` body.
  ///
  /// - Throws: ``RandomUserError/api(_:)`` for an `{"error": …}` body, even one with `results`
  ///   beside it; ``RandomUserError/malformed(_:)`` saying what did not fit and where.
  public static func people(fromBody body: Data) throws(RandomUserError) -> [Person] {
    try people(in: decode(body))
  }

  private static func people(in body: Body) throws(RandomUserError) -> [Person] {
    switch body {
    case .people(let people): return people
    case .error(let message): throw .api(message)
    }
  }

  private static func decode(_ data: Data) throws(RandomUserError) -> Body {
    do {
      return try JSONDecoder().decode(Body.self, from: data)
    } catch let error as DecodingError {
      throw .malformed(error.summary)
    } catch {
      throw .malformed("\(error)")
    }
  }
}
