import Privacy

/// Why the configuration could not be loaded; the app exits with status 78.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A key has a value the app cannot use; the message names both (secrets stay hidden).
  case badValue(key: String, value: String, expected: String)
  /// A token is set and the URL it would be sent to is plain `http` to another machine.
  case insecureTokenURL(key: String, url: String)
  /// `--config` names a file that does not exist.
  case fileNotFound(path: String)
  /// The file exists but cannot be read, or is not valid JSON.
  case unreadableFile(path: String, reason: String)
  /// The path names something other than a file: a folder, a pipe, a device.
  case notAFile(path: String, kind: String)

  /// The message, with the user and password of any URL it quotes redacted.
  public var description: String {
    URLCredentials.redacted(inText: message)
  }

  private var message: String {
    switch self {
    case .badValue(let key, let value, let expected):
      "bad configuration value for \(key): \(value) (expected \(expected))"
    case .insecureTokenURL(let key, let url):
      "refusing to send the GitHub token in clear text: \(key) is \(url), plain http to another "
        + "machine; use https (http is allowed only to localhost or 127.0.0.1), or unset the token"
    case .fileNotFound(let path):
      "configuration file not found: \(path)"
    case .unreadableFile(let path, let reason):
      "configuration file \(path) cannot be read: \(reason)"
    case .notAFile(let path, let kind):
      "configuration file \(path) is \(kind), not a file: give --config a JSON file"
    }
  }
}
