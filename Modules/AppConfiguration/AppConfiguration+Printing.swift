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
    guard let scheme = url.firstRange(of: "://"),
      let at = url[scheme.upperBound...].prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }).lastIndex(
        of: "@")
    else { return url }
    return String(url[..<scheme.upperBound]) + redactedCredentials + String(url[url.index(after: at)...])
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? "\(Int(self))" : "\(self)"
  }
}
