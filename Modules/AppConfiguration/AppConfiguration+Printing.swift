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
      (.githubBaseURL, Self.redactingCredentials(githubBaseURL)),
      (.githubToken, githubToken == nil ? "(not set)" : "(set, redacted)"),
      (.randomUserBaseURL, Self.redactingCredentials(randomUserBaseURL)),
      (.postsBaseURL, Self.redactingCredentials(postsBaseURL)),
      (.imageURLs, imageURLs.map(Self.redactingCredentials).joined(separator: ",")),
      (.logLevel, logLevel.rawValue),
    ]
    return values.map { "\($0.0.rawValue) = \($0.1)" }
  }

  /// What `--print-config` shows for a URL's user and password (`https://[redacted]@host`).
  public static let redactedCredentials = "[redacted]@"

  /// `url` with the user and password it may carry (`https://user:pass@host`) redacted.
  public static func redactingCredentials(_ url: String) -> String {
    guard let credentials = credentials(in: url) else { return url }
    return String(url[..<credentials.lowerBound]) + redactedCredentials
      + String(url[url.index(after: credentials.upperBound)...])
  }

  /// The user and password (`user:pass`) in each configured URL that carries them: secrets a
  /// session leaves out wherever a screen shows one, as it does the token.
  public var urlCredentials: [String] {
    ([githubBaseURL, randomUserBaseURL, postsBaseURL] + imageURLs).compactMap { url in
      Self.credentials(in: url).map { String(url[$0]) }
    }
  }

  /// Where `url`'s `user:pass` is, up to (not including) the `@` after it.
  private static func credentials(in url: String) -> Range<String.Index>? {
    guard let scheme = url.firstRange(of: "://"),
      let at = url[scheme.upperBound...].prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }).lastIndex(
        of: "@")
    else { return nil }
    return scheme.upperBound..<at
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? "\(Int(self))" : "\(self)"
  }
}
