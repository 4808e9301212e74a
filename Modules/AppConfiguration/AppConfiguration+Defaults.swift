extension AppConfiguration {
  /// The built-in defaults; `config/reactor-demo.json` repeats them (a test keeps them equal).
  public static let defaultValues: [ConfigurationKey: DefaultValue] = [
    .dataSource: .string("auto"),
    .dataDirectory: .string(""),
    .httpTimeoutSeconds: .number(15),
    .httpMaxBodyBytes: .integer(10_485_760),
    .httpCacheMaxBytes: .integer(33_554_432),
    // Empty: `reactor-demo/<version>` (AppVersion), so a new version needs no edit here.
    .httpUserAgent: .string(""),
    .githubBaseURL: .string("https://api.github.com"),
    .githubToken: .string(""),
    .randomUserBaseURL: .string("https://randomuser.me"),
    .postsBaseURL: .string("https://jsonplaceholder.typicode.com"),
    .imageURLs: .strings([
      "https://picsum.photos/id/10/640/480",
      "https://picsum.photos/id/29/640/480",
      "https://picsum.photos/id/237/640/480",
      "https://picsum.photos/id/1025/640/480",
      "https://picsum.photos/640/480",
    ]),
    .logLevel: .string("info"),
  ]

  /// A default value, typed as the JSON file holds it.
  public enum DefaultValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
    case strings([String])
  }
}
