/// A request as a loopback server received it.
public struct ReceivedRequest: Sendable, Equatable {
  /// The request target as sent: the path and query, such as `/search/repositories?q=swift`.
  public var target: String

  /// The header fields by name as sent; the first of repeated fields.
  public var headers: [String: String]

  /// Creates a record of a request.
  public init(target: String, headers: [String: String]) {
    self.target = target
    self.headers = headers
  }

  /// A header's value, by name in any case.
  public subscript(header name: String) -> String? {
    headers.first { $0.key.lowercased() == name.lowercased() }?.value
  }
}
