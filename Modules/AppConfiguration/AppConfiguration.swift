/// The app's effective configuration: built-in defaults, then the JSON file, then the
/// environment, then command-line flags. Loaded once by ``ConfigurationLoader``; immutable.
public struct AppConfiguration: Sendable, Equatable {
  /// Where services get their data.
  public enum DataSource: String, Sendable, CaseIterable {
    /// Live first; offline sample data when the network cannot be reached.
    case auto
    /// The network only; failures are shown.
    case live
    /// Bundled sample data only; the network is never touched.
    case offline
  }

  /// How much the log file records.
  public enum LogLevel: String, Sendable, CaseIterable {
    case trace, debug, info, notice, warning, error, critical
  }

  public var dataSource: DataSource
  /// The folder holding the database and the log.
  public var dataDirectory: String
  public var httpTimeout: Duration
  public var httpMaxBodyBytes: Int
  /// The most bytes of response bodies the HTTP cache keeps; the least recently used go first.
  public var httpCacheMaxBytes: Int
  public var httpUserAgent: String
  public var githubBaseURL: String
  /// A GitHub token; never printed or logged.
  public var githubToken: String?
  public var randomUserBaseURL: String
  public var postsBaseURL: String
  public var imageURLs: [String]
  public var logLevel: LogLevel

  public init(
    dataSource: DataSource,
    dataDirectory: String,
    httpTimeout: Duration,
    httpMaxBodyBytes: Int,
    httpCacheMaxBytes: Int = 33_554_432,
    httpUserAgent: String,
    githubBaseURL: String,
    githubToken: String?,
    randomUserBaseURL: String,
    postsBaseURL: String,
    imageURLs: [String],
    logLevel: LogLevel
  ) {
    self.dataSource = dataSource
    self.dataDirectory = dataDirectory
    self.httpTimeout = httpTimeout
    self.httpMaxBodyBytes = httpMaxBodyBytes
    self.httpCacheMaxBytes = httpCacheMaxBytes
    self.httpUserAgent = httpUserAgent
    self.githubBaseURL = githubBaseURL
    self.githubToken = githubToken
    self.randomUserBaseURL = randomUserBaseURL
    self.postsBaseURL = postsBaseURL
    self.imageURLs = imageURLs
    self.logLevel = logLevel
  }
}
