import Foundation
import Privacy

extension AppConfiguration {
  /// The effective values as `key = value` lines, secrets redacted, for `--print-config`.
  public var printedLines: [String] {
    let seconds =
      Double(httpTimeout.components.seconds)
      + Double(httpTimeout.components.attoseconds) / 1e18
    let values: [(ConfigurationKey, String)] = [
      (.dataSource, dataSource.rawValue),
      (.dataDirectory, dataDirectory),
      (.httpTimeoutSeconds, seconds.formatted()),
      (.httpMaxBodyBytes, "\(httpMaxBodyBytes)"),
      (.httpCacheMaxBytes, "\(httpCacheMaxBytes)"),
      (.httpUserAgent, httpUserAgent),
      (.githubBaseURL, URLCredentials.redacted(in: githubBaseURL)),
      (.githubToken, githubToken == nil ? "(not set)" : "(set, redacted)"),
      (.randomUserBaseURL, URLCredentials.redacted(in: randomUserBaseURL)),
      (.postsBaseURL, URLCredentials.redacted(in: postsBaseURL)),
      (.imageURLs, imageURLs.map { URLCredentials.redacted(in: $0) }.joined(separator: ",")),
      (.logLevel, logLevel.rawValue),
    ]
    return values.map { "\($0.0.rawValue) = \($0.1)" }
  }

  /// The user and password (`user:pass`) in each configured URL that carries them, and each
  /// password on its own, as written and percent-decoded (as a person would type it): secrets
  /// left out wherever the app would write one, as the token is.
  public var urlCredentials: [String] {
    var seen = Set<String>()
    return ConfigurationKey.allCases.filter(\.isURL).flatMap(urls(of:))
      .flatMap(URLCredentials.secrets(in:))
      .filter { seen.insert($0).inserted }
  }

  /// The URLs `key` holds: one for a base URL, the list for `images.urls`, none for a key that
  /// is not a URL. No `default`, so a new key is placed here when it is added.
  public func urls(of key: ConfigurationKey) -> [String] {
    switch key {
    case .githubBaseURL: [githubBaseURL]
    case .randomUserBaseURL: [randomUserBaseURL]
    case .postsBaseURL: [postsBaseURL]
    case .imageURLs: imageURLs
    case .dataSource, .dataDirectory, .httpTimeoutSeconds, .httpMaxBodyBytes, .httpCacheMaxBytes,
      .httpUserAgent, .githubToken, .logLevel:
      []
    }
  }

  /// Every value no file the app writes may hold, and no message may show: the token and the
  /// URLs' users and passwords.
  public var secrets: [String] {
    [githubToken].compactMap { $0 } + urlCredentials
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? "\(Int(self))" : "\(self)"
  }
}
