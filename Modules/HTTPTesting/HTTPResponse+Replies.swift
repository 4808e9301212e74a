import FlyingFox
import Foundation

extension HTTPResponse {
  /// A response with `status`, headers named by strings (set in order) and `body`.
  public static func make(
    _ status: HTTPStatusCode = .ok, _ headers: [(String, String)] = [], body: Data = Data()
  ) -> HTTPResponse {
    var fields = HTTPHeaders()
    for (name, value) in headers {
      fields[HTTPHeader(name)] = value
    }
    return HTTPResponse(statusCode: status, headers: fields, body: body)
  }

  /// A response with `status`, headers named by strings (set in order) and `body` in UTF-8.
  public static func make(
    _ status: HTTPStatusCode = .ok, _ headers: [(String, String)] = [], body: String
  ) -> HTTPResponse {
    make(status, headers, body: Data(body.utf8))
  }

  /// A JSON response: `value` encoded, labelled `application/json`, then `headers`.
  public static func json(
    _ value: some Encodable, status: HTTPStatusCode = .ok, headers: [(String, String)] = []
  ) throws -> HTTPResponse {
    make(status, [("Content-Type", "application/json")] + headers, body: try JSONEncoder().encode(value))
  }

  /// A response labelled `application/json` whose body is `text` as it is, well-formed or not.
  public static func json(
    text: String, status: HTTPStatusCode = .ok, headers: [(String, String)] = []
  ) -> HTTPResponse {
    make(status, [("Content-Type", "application/json")] + headers, body: text)
  }
}
