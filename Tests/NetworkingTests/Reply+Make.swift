import FlyingFox
import HTTPTesting

extension FlyingFox.HTTPResponse {
  /// A streamed response with string-named headers.
  static func make(_ status: HTTPStatusCode, _ headers: [(String, String)] = [], stream: HTTPBodySequence)
    -> Reply
  {
    Reply(statusCode: status, headers: make(status, headers).headers, body: stream)
  }
}

extension FlyingFox.HTTPRequest {
  /// The first value of the header `name`, or "none".
  func header(_ name: String) -> String {
    headers[HTTPHeader(name)] ?? "none"
  }
}
