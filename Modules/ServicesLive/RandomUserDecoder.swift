import Foundation
import Models
import Networking
import Services

/// Turns randomuser.me's answers into people or a ``RandomUserError``; the offline generator's
/// JSON goes through the same code.
public enum RandomUserDecoder {
  /// The people in a response, or the error it stands for.
  public static func people(from response: HTTPResponse) throws(RandomUserError) -> [Person] {
    let body = Result { () throws(RandomUserJSONReader.Malformed) in
      try RandomUserJSONReader.read(response.body)
    }
    let apiMessage: String? = if case .success(.error(let message)) = body { message } else { nil }
    if response.status == 429 {
      var message = apiMessage ?? "too many requests"
      if let retryAfter = response.headers["Retry-After"], Int(retryAfter) != nil {
        message += " (try again in \(retryAfter) s)"
      }
      throw .rateLimited(message)
    }
    if let apiMessage { throw .api(apiMessage) }
    guard (200..<300).contains(response.status) else { throw .status(response.status) }
    return try people(in: body)
  }

  /// The people in a `{"results": […]}` body.
  public static func people(fromBody body: Data) throws(RandomUserError) -> [Person] {
    try people(
      in: Result { () throws(RandomUserJSONReader.Malformed) in try RandomUserJSONReader.read(body) })
  }

  private static func people(
    in body: Result<RandomUserJSONReader.Body, RandomUserJSONReader.Malformed>
  ) throws(RandomUserError) -> [Person] {
    switch body {
    case .success(.people(let people)): return people
    case .success(.error(let message)): throw .api(message)
    case .failure(let malformed): throw .malformed(malformed.detail)
    }
  }
}
