import Services
import Storage

/// A search query as the offline catalog reads it: free text plus the qualifiers
/// `language:X` (quotes allow spaces: `language:"jupyter notebook"`), `stars:>N`, `stars:>=N`,
/// `stars:<N`, `stars:<=N`, `stars:N..M`, `stars:N` and `sort:stars`. Other `sort:` values
/// are accepted and ignored, as the catalog has no forks or dates to sort by.
struct RepoQuery: Equatable {
  var filter: RepoCatalogStore.Filter

  /// - Throws: ``GitHubSearchError/unreadableQuery(_:)`` for an empty query or a bad `stars:` value.
  init(_ text: String) throws(GitHubSearchError) {
    var filter = RepoCatalogStore.Filter()
    let tokens = Self.tokens(text)
    guard !tokens.isEmpty else { throw .unreadableQuery("the query is empty") }
    for token in tokens {
      let lowered = token.lowercased()
      if lowered.hasPrefix("language:"), token.count > 9 {
        filter.language = String(token.dropFirst(9))
      } else if lowered.hasPrefix("stars:") {
        let range = String(lowered.dropFirst(6))
        guard let (low, high) = Self.stars(range) else {
          throw .unreadableQuery("stars:\(range) is not a number, a comparison (>N, <N) or a range (N..M)")
        }
        // Several bounds narrow the range, as GitHub's do.
        if let low { filter.minStars = max(low, filter.minStars ?? low) }
        if let high { filter.maxStars = min(high, filter.maxStars ?? high) }
      } else if lowered.hasPrefix("sort:") {
        if lowered == "sort:stars" || lowered == "sort:stars-desc" { filter.sortByStars = true }
      } else {
        filter.words.append(token)
      }
    }
    let hasQualifier = filter.language != nil || filter.minStars != nil || filter.maxStars != nil
    // A word with no letter or digit has nothing to match: a query of only those would list
    // the whole catalog as if it had been searched.
    if !hasQualifier, !filter.words.contains(where: { $0.contains { $0.isLetter || $0.isNumber } }) {
      throw .unreadableQuery("the query has no letter or digit to look for")
    }
    self.filter = filter
  }

  /// The query split at whitespace outside double quotes; the quotes are dropped.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var isQuoted = false
    for character in text {
      if character == "\"" {
        isQuoted.toggle()
      } else if character.isWhitespace && !isQuoted {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// The inclusive bounds a `stars:` value stands for; nil when it is not one.
  static func stars(_ text: String) -> (Int?, Int?)? {
    // Longest prefixes first, so `>=` is not read as `>`.
    if text.hasPrefix(">=") { return count(text.dropFirst(2)).map { ($0, nil) } }
    if text.hasPrefix("<=") { return count(text.dropFirst(2)).map { (nil, $0) } }
    if text.hasPrefix(">") { return count(text.dropFirst()).map { ($0 + 1, nil) } }
    if text.hasPrefix("<") { return count(text.dropFirst()).map { (nil, $0 - 1) } }
    if let separator = text.firstRange(of: "..") {
      let (low, high) = (text[..<separator.lowerBound], text[separator.upperBound...])
      let lower = low == "*" ? nil : count(low)
      let upper = high == "*" ? nil : count(high)
      guard lower != nil || low == "*", upper != nil || high == "*" else { return nil }
      return (lower, upper)
    }
    return count(Substring(text)).map { ($0, $0) }
  }

  /// A count of stars: digits only. One too large for `Int` is more than any repository has,
  /// so the largest count stands in for it (less one, which `>N` adds).
  private static func count(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return min(Int(text) ?? .max, .max - 1)
  }
}
