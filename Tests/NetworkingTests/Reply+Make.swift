import FlyingFox
import Foundation

extension FlyingFox.HTTPResponse {
  /// A response with string-named headers, in order.
  static func make(_ status: HTTPStatusCode, _ headers: [(String, String)] = [], body: Data = Data()) -> Reply {
    var fields = FlyingFox.HTTPHeaders()
    for (name, value) in headers {
      fields[HTTPHeader(name)] = value
    }
    return Reply(statusCode: status, headers: fields, body: body)
  }

  /// A streamed response with string-named headers.
  static func make(_ status: HTTPStatusCode, _ headers: [(String, String)] = [], stream: HTTPBodySequence) -> Reply {
    var fields = FlyingFox.HTTPHeaders()
    for (name, value) in headers {
      fields[HTTPHeader(name)] = value
    }
    return Reply(statusCode: status, headers: fields, body: stream)
  }
}

extension FlyingFox.HTTPRequest {
  /// The first value of the header `name`, or "none".
  func header(_ name: String) -> String {
    headers[HTTPHeader(name)] ?? "none"
  }
}
