import Foundation

/// A request for an ``HTTPClient``: method, URL, headers, optional body and per-request limits.
public struct HTTPRequest: Sendable, Equatable {
  /// The request method.
  public var method: HTTPMethod
  /// The absolute `http` or `https` URL to fetch.
  public var url: String
  /// Header fields sent with the request; a `User-Agent` here overrides the client's.
  public var headers: HTTPHeaders
  /// The request body; ignored for `GET` and `HEAD`, and `PUT`/`PATCH` send an empty one when nil.
  public var body: Data?
  /// The longest wait for the connection to be established; nil uses the client's default.
  public var connectTimeout: Duration?
  /// The longest the whole transfer may take, redirects included; nil uses the client's default.
  public var timeout: Duration?
  /// The largest decoded response body accepted; nil uses the client's default.
  public var maxBodyBytes: Int?

  /// Creates a request; limits default to nil, meaning the client's configuration.
  public init(method: HTTPMethod = .get, url: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil)
  {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}
