/// Parses RFC 8288 `Link` header values, such as GitHub's pagination links.
public enum LinkHeader {
  /// Every well-formed link in `value`; malformed parts are skipped, so garbage gives `[]`.
  ///
  /// Handles quoted and unquoted parameters, several relation types in one `rel`, and
  /// commas or semicolons inside quoted strings and inside `<…>` URIs.
  public static func parse(_ value: String) -> [Link] {
    var scanner = LinkHeaderScanner(value)
    return scanner.links()
  }

  /// The URI of the first link whose relation types include `relation` (case-insensitive).
  public static func uri(for relation: String, in value: String) -> String? {
    let wanted = relation.lowercased()
    return parse(value).first { $0.relations.contains(wanted) }?.uri
  }
}
