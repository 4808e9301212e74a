import Foundation
import Models
import Networking
import Services

/// Turns randomuser.me's answers into people or a ``RandomUserError``; the offline generator's
/// JSON goes through the same code.
public enum RandomUserDecoder {
  private struct Results: Decodable {
    let results: [Person]
  }

  private struct ErrorBody: Decodable {
    let error: String
  }

  /// The people in a response, or the error it stands for.
  public static func people(from response: HTTPResponse) throws(RandomUserError) -> [Person] {
    let apiMessage = try? JSONDecoder().decode(ErrorBody.self, from: response.body).error
    if response.status == 429 {
      var message = apiMessage ?? "too many requests"
      if let retryAfter = response.headers["Retry-After"], Int(retryAfter) != nil {
        message += " (try again in \(retryAfter) s)"
      }
      throw .rateLimited(message)
    }
    if let apiMessage { throw .api(apiMessage) }
    guard (200..<300).contains(response.status) else { throw .status(response.status) }
    return try people(fromBody: response.body)
  }

  /// The people in a `{"results": […]}` body.
  public static func people(fromBody body: Data) throws(RandomUserError) -> [Person] {
    do {
      return try JSONDecoder().decode(Results.self, from: body).results
    } catch let error as DecodingError {
      throw .malformed(describe(error))
    } catch {
      throw .malformed("\(error)")
    }
  }

  /// Where in the JSON decoding failed, briefly: `results.3.location.postcode: …`.
  private static func describe(_ error: DecodingError) -> String {
    let (path, reason): ([any CodingKey], String) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], "missing")
      case .typeMismatch(_, let context): (context.codingPath, context.debugDescription)
      case .valueNotFound(_, let context): (context.codingPath, "null")
      case .dataCorrupted(let context): (context.codingPath, "not JSON")
      @unknown default: ([], "unreadable")
      }
    let place = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return place.isEmpty ? reason : "\(place): \(reason)"
  }
}
