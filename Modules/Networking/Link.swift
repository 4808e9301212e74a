/// One link from an RFC 8288 `Link` header: a target URI, its relation types and parameters.
public struct Link: Sendable, Equatable {
  /// The target URI as written between `<` and `>`, not resolved against any base.
  public var uri: String
  /// The relation types from the `rel` parameter, lower-cased (`rel="next last"` gives two).
  public var relations: [String]
  /// Every parameter by lower-cased name, unquoted; `rel` included. The first of a repeated name wins.
  public var parameters: [String: String]

  /// Creates a link.
  public init(uri: String, relations: [String] = [], parameters: [String: String] = [:]) {
    self.uri = uri
    self.relations = relations
    self.parameters = parameters
  }
}
