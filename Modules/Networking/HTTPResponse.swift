import Foundation

/// A complete HTTP response; any status code, 404 and 500 included, arrives as a response.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code of the final response.
  public var status: Int
  /// The header fields of the final response (not of the redirects before it).
  public var headers: HTTPHeaders
  /// The body, already decoded from any `Content-Encoding`.
  public var body: Data
  /// The URL that produced this response, after following redirects.
  public var url: String

  /// Creates a response; used by the client and by fakes in tests.
  public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: String) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }
}
