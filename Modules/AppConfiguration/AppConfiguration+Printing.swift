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

  /// The user and password (`user:pass`) in each configured URL that carries them: secrets a
  /// session leaves out wherever a screen shows one, as it does the token.
  public var urlCredentials: [String] {
    ([githubBaseURL, randomUserBaseURL, postsBaseURL] + imageURLs).compactMap { url in
      URLCredentials.userInfo(in: url).map(String.init)
    }
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? "\(Int(self))" : "\(self)"
  }
}
