/// Replaces secrets (the GitHub token) in text a session records with `[redacted]`: each whole,
/// and any run of ``shortestPiece`` or more of a secret's characters, since a view may show part
/// of one, cut to fit its column with an ellipsis.
struct SecretRedaction: Sendable {
  /// The fewest characters of a secret that are replaced on their own: 8.
  static let shortestPiece = 8

  private let secrets: [String]
  /// What a secret or a piece of one is replaced by.
  private let replacement: String
  /// Every run of ``shortestPiece`` characters of every secret: finding none of them in a text
  /// (a look-up per character) is how most texts are passed over quickly.
  private let pieces: Set<Substring>

  /// Secrets shorter than 4 characters are no token, and are left alone, as the log's
  /// redaction does.
  ///
  /// - Parameter replacement: `[redacted]`, or in a URL its percent-encoded form, as the app
  ///   sends `[redacted]` typed as a query.
  init(secrets: [String], replacement: String = "[redacted]") {
    self.replacement = replacement
    self.secrets = secrets.filter { $0.count >= 4 }
    pieces = Set(
      self.secrets.flatMap { secret in
        let characters = Array(secret.indices)
        guard characters.count >= Self.shortestPiece else { return [Substring]() }
        return (0...(characters.count - Self.shortestPiece)).map { start in
          let end =
            start + Self.shortestPiece == characters.count
            ? secret.endIndex : characters[start + Self.shortestPiece]
          return secret[characters[start]..<end]
        }
      })
  }

  /// `text` with every secret, and every long enough piece of one, replaced.
  func callAsFunction(_ text: String) -> String {
    var text = secrets.reduce(text) { $0.replacing($1, with: replacement) }
    guard !pieces.isEmpty, text.count >= Self.shortestPiece else { return text }
    var start = text.startIndex
    while let end = text.index(start, offsetBy: Self.shortestPiece, limitedBy: text.endIndex) {
      guard pieces.contains(text[start..<end]) else {
        start = text.index(after: start)
        continue
      }
      // The longest run from here that is still part of a secret.
      var last = end
      while last < text.endIndex, secrets.contains(where: { $0.contains(text[start...last]) }) {
        last = text.index(after: last)
      }
      text.replaceSubrange(start..<last, with: replacement)
      start = text.index(start, offsetBy: replacement.count)
    }
    return text
  }
}
