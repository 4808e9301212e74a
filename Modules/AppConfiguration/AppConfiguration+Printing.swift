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
      (.githubBaseURL, githubBaseURL),
      (.githubToken, githubToken == nil ? "(not set)" : "(set, redacted)"),
      (.randomUserBaseURL, randomUserBaseURL),
      (.postsBaseURL, postsBaseURL),
      (.imageURLs, imageURLs.joined(separator: ",")),
      (.logLevel, logLevel.rawValue),
    ]
    return values.map { "\($0.0.rawValue) = \($0.1)" }
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? "\(Int(self))" : "\(self)"
  }
}
