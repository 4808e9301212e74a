/// The configuration keys, as written in `config/reactor-demo.json` and `--print-config`.
public enum ConfigurationKey: String, CaseIterable, Sendable {
  case dataSource = "data.source"
  case dataDirectory = "data.dir"
  case httpTimeoutSeconds = "http.timeoutSeconds"
  case httpMaxBodyBytes = "http.maxBodyBytes"
  case httpCacheMaxBytes = "http.cacheMaxBytes"
  case httpUserAgent = "http.userAgent"
  case githubBaseURL = "github.baseURL"
  case githubToken = "github.token"
  case randomUserBaseURL = "randomUser.baseURL"
  case postsBaseURL = "posts.baseURL"
  case imageURLs = "images.urls"
  case logLevel = "log.level"

  /// The environment variable that sets this key: `REACTOR_DEMO_` and the key in upper snake case.
  public var environmentName: String {
    var name = "REACTOR_DEMO"
    for component in rawValue.split(separator: ".") {
      name += "_"
      var previous: Character?
      for character in component {
        if let previous, previous.isLowercase, character.isUppercase { name += "_" }
        name += character.uppercased()
        previous = character
      }
    }
    return name
  }

  /// Whether the value is a secret: never printed, logged or put in an error.
  public var isSecret: Bool { self == .githubToken }

  /// Whether the value is a URL, or a list of them, whose user and password are secrets: every
  /// key named `….baseURL` or `….urls`, so a new one is one by its name alone.
  public var isURL: Bool { rawValue.hasSuffix(".baseURL") || rawValue.hasSuffix(".urls") }
}
