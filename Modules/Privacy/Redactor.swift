/// Takes secrets out of text the app writes or prints: the configured secret values (the GitHub
/// token, a URL's `user:pass`), whole and in pieces, and the user and password of any URL in it.
///
/// It is the app's one redaction: the log, the trace file, a session's frames, typed lines and
/// exchanges, and every message that quotes a URL go through it.
public struct Redactor: Sendable {
  /// What a secret, a piece of one, or a URL's user and password is replaced by.
  public static let replacement = "[redacted]"
  /// The fewest characters of a secret that are replaced on their own: 8. A view may show part of
  /// a secret, cut to fit its column with an ellipsis; seven characters in common is a coincidence.
  public static let shortestPiece = 8

  private let secrets: [String]
  private let replacement: String
  private let redactsAuthorization: Bool
  /// Every run of ``shortestPiece`` characters of every secret: finding none of them in a text
  /// (a look-up per character) is how most texts are passed over quickly.
  private let pieces: Set<Substring>

  /// Secrets shorter than 4 characters are no token, and are left alone: looking for them would
  /// cut every text up.
  ///
  /// - Parameters:
  ///   - replacement: `[redacted]`, or in a URL its percent-encoded form, as the app sends
  ///     `[redacted]` typed as a query.
  ///   - redactsAuthorization: also replaces the word after `Bearer`, `Basic` or `token`, as an
  ///     `Authorization` header carries it, for text (a log line) that may quote one.
  public init(
    secrets: [String], replacement: String = Redactor.replacement, redactsAuthorization: Bool = false
  ) {
    self.replacement = replacement
    self.redactsAuthorization = redactsAuthorization
    self.secrets = secrets.filter { $0.count >= 4 }
    pieces = Set(self.secrets.flatMap(Self.pieces(of:)))
  }

  /// `text` with every secret and every long enough piece of one replaced, and the user and
  /// password of every URL in it.
  public func callAsFunction(_ text: String) -> String {
    var text = URLCredentials.redacted(inText: withoutSecrets(text))
    if redactsAuthorization {
      text = text.replacing(/(?i)(bearer|basic|token)(\s+|=|:\s*)[^\s"',]+/) { match in
        "\(match.output.1)\(match.output.2)\(Self.replacement)"
      }
    }
    return text
  }

  /// Whether `text` holds a secret, a piece of one, or a URL's user and password.
  public func finds(in text: String) -> Bool {
    self(text) != text
  }

  private func withoutSecrets(_ text: String) -> String {
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

  private static func pieces(of secret: String) -> [Substring] {
    let characters = Array(secret.indices)
    guard characters.count >= shortestPiece else { return [] }
    return (0...(characters.count - shortestPiece)).map { start in
      let end =
        start + shortestPiece == characters.count ? secret.endIndex : characters[start + shortestPiece]
      return secret[characters[start]..<end]
    }
  }
}
