/// Removes secrets from text bound for logs: the configured secret values, and any
/// `Authorization` or bearer credential.
public struct Redactor: Sendable {
  private let secrets: [String]

  /// - Parameter secrets: values that must never be written, such as the GitHub token.
  public init(secrets: [String]) {
    self.secrets = secrets.filter { $0.count >= 4 }
  }

  /// The text with every secret replaced by `[redacted]`.
  public func redact(_ text: String) -> String {
    var text = text
    for secret in secrets {
      text = text.replacing(secret, with: "[redacted]")
    }
    return Self.redactCredentials(text)
  }

  /// Replaces the word after `Bearer`, `token` or `Basic` (as an Authorization header carries it).
  private static func redactCredentials(_ text: String) -> String {
    let pattern = /(?i)(bearer|basic|token)(\s+|=|:\s*)[^\s"',]+/
    return text.replacing(pattern) { match in "\(match.output.1)\(match.output.2)[redacted]" }
  }
}
