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
  /// Every run of ``shortestPiece`` scalars of every secret, ASCII case folded: finding none of
  /// them in a text (a look-up per scalar) is how most texts are passed over quickly.
  private let pieces: Set<String>
  /// The secrets, ASCII case folded, as the scan compares them.
  private let foldedSecrets: [String]

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
    foldedSecrets = self.secrets.map { Self.string($0.unicodeScalars.map(Self.folded)) }
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
    let text = secrets.reduce(text) { $0.replacing($1, with: replacement) }
    guard !pieces.isEmpty else { return text }
    // Scanned as Unicode scalars, not characters: a combining mark or a joiner after a piece
    // makes another character of its last one, yet leaves the piece's bytes whole. Compared
    // without ASCII case: a secret upper-cased is as good as the secret. Built anew: indices
    // into a string being changed could fall between the scalars the replacement joins.
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= Self.shortestPiece else { return text }
    let folded = scalars.map(Self.folded)
    var result = String.UnicodeScalarView()
    var (start, copied) = (0, 0)
    while start + Self.shortestPiece <= scalars.count {
      guard pieces.contains(Self.string(folded[start..<start + Self.shortestPiece])) else {
        start += 1
        continue
      }
      // The longest run from here that is still part of a secret.
      var end = start + Self.shortestPiece
      while end < scalars.count,
        foldedSecrets.contains(where: { $0.contains(Self.string(folded[start...end])) })
      {
        end += 1
      }
      result.append(contentsOf: scalars[copied..<start])
      result.append(contentsOf: replacement.unicodeScalars)
      (start, copied) = (end, end)
    }
    guard copied > 0 else { return text }
    result.append(contentsOf: scalars[copied...])
    return String(result)
  }

  /// `scalar` with ASCII letters lower-cased.
  private static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    (65...90).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
  }

  private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars))
  }

  /// Every run of ``shortestPiece`` scalars of `secret`, ASCII case folded.
  private static func pieces(of secret: String) -> [String] {
    let scalars = secret.unicodeScalars.map(folded)
    guard scalars.count >= shortestPiece else { return [] }
    return (0...(scalars.count - shortestPiece)).map { string(scalars[$0..<$0 + shortestPiece]) }
  }
}
