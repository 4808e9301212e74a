import Configuration
import Foundation
import Privacy

/// Reads and validates each key, turning any failure into a ``ConfigurationError`` that names
/// the key and the value.
struct ValueReader {
  let config: ConfigReader

  func configuration(environment: [String: String]) throws(ConfigurationError) -> AppConfiguration {
    let timeout = try read(.httpTimeoutSeconds, expected: "a number of seconds between 0 and 600") {
      try config.requiredDouble(forKey: configKey($0))
    }
    guard timeout > 0, timeout <= 600 else {
      throw bad(.httpTimeoutSeconds, "\(timeout)", "a number of seconds between 0 and 600")
    }
    let maxBodyBytes = try read(.httpMaxBodyBytes, expected: "a positive number of bytes") {
      try config.requiredInt(forKey: configKey($0))
    }
    guard maxBodyBytes > 0 else {
      throw bad(.httpMaxBodyBytes, "\(maxBodyBytes)", "a positive number of bytes")
    }
    let cacheMaxBytes = try read(.httpCacheMaxBytes, expected: "a number of bytes, 0 or more") {
      try config.requiredInt(forKey: configKey($0))
    }
    guard cacheMaxBytes >= 0 else {
      throw bad(.httpCacheMaxBytes, "\(cacheMaxBytes)", "a number of bytes, 0 or more")
    }
    let token = try string(.githubToken)
    let githubBaseURL = try baseURL(.githubBaseURL)
    if !token.isEmpty, !Self.carriesSecretsSafely(githubBaseURL) {
      throw .insecureTokenURL(key: ConfigurationKey.githubBaseURL.rawValue, url: quotedURL(githubBaseURL))
    }
    return AppConfiguration(
      dataSource: try choice(.dataSource),
      dataDirectory: try dataDirectory(environment: environment),
      httpTimeout: .milliseconds(Int((timeout * 1000).rounded())),
      httpMaxBodyBytes: maxBodyBytes,
      httpCacheMaxBytes: cacheMaxBytes,
      httpUserAgent: try userAgent(),
      githubBaseURL: githubBaseURL,
      githubToken: token.isEmpty ? nil : try headerValue(.githubToken, allowsEmpty: true),
      randomUserBaseURL: try baseURL(.randomUserBaseURL),
      postsBaseURL: try baseURL(.postsBaseURL),
      imageURLs: try imageURLs(),
      logLevel: try choice(.logLevel)
    )
  }

  private func read<Value>(
    _ key: ConfigurationKey,
    expected: String,
    _ body: (ConfigurationKey) throws -> Value
  ) throws(ConfigurationError) -> Value {
    do {
      return try body(key)
    } catch {
      throw bad(key, rawValue(key), expected)
    }
  }

  private func string(_ key: ConfigurationKey) throws(ConfigurationError) -> String {
    try read(key, expected: "text") {
      try config.requiredString(forKey: configKey($0), isSecret: $0.isSecret)
    }
  }

  private func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: ConfigurationKey
  ) throws(ConfigurationError) -> Choice where Choice.RawValue == String {
    let expected = "one of " + Choice.allCases.map(\.rawValue).joined(separator: ", ")
    let value = try read(key, expected: expected) { try config.requiredString(forKey: configKey($0)) }
    guard let choice = Choice(rawValue: value.lowercased()) else {
      throw bad(key, quoted(value), expected)
    }
    return choice
  }

  /// Text that goes into an HTTP header: a line break would let it add headers of its own.
  private func headerValue(_ key: ConfigurationKey, allowsEmpty: Bool) throws(ConfigurationError) -> String {
    let value = try string(key)
    let isClean = value.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    guard isClean, allowsEmpty || !value.isEmpty else {
      throw bad(key, key.isSecret ? "(hidden)" : quoted(value), "one line of printable text")
    }
    return value
  }

  /// The User-Agent header; empty (the default) means `reactor-demo/<version>`, so the version
  /// is written in one place, ``AppVersion``.
  private func userAgent() throws(ConfigurationError) -> String {
    let value = try headerValue(.httpUserAgent, allowsEmpty: true)
    return value.isEmpty ? AppVersion.userAgent : value
  }

  private func baseURL(_ key: ConfigurationKey) throws(ConfigurationError) -> String {
    let value = try string(key)
    // Paths are added to a base URL: a query or a fragment would end up in the middle. A `#`
    // or `?` is more likely part of a password that needs percent-encoding.
    guard Self.isWebURL(value),
      URLComponents(string: value).map({ $0.query == nil && $0.fragment == nil }) == true
    else { throw bad(key, quotedURL(value), "an http or https URL without a query or fragment") }
    return value.hasSuffix("/") ? String(value.dropLast()) : value
  }

  private func imageURLs() throws(ConfigurationError) -> [String] {
    let key = ConfigurationKey.imageURLs
    let urls = try read(key, expected: "a list of http or https URLs") {
      try config.requiredStringArray(forKey: configKey($0))
    }
    guard !urls.isEmpty else { throw bad(key, "[]", "at least one http or https URL") }
    if let wrong = urls.first(where: { !Self.isWebURL($0) || URLComponents(string: $0)?.fragment != nil }) {
      throw bad(key, quotedURL(wrong), "a list of http or https URLs")
    }
    return urls
  }

  private func dataDirectory(environment: [String: String]) throws(ConfigurationError) -> String {
    let value = try string(.dataDirectory)
    let home = environment["HOME"] ?? NSHomeDirectory()
    if value.isEmpty {
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
        return xdg + "/reactor-demo"
      }
      return home + "/.local/share/reactor-demo"
    }
    if value == "~" { return home }
    if value.hasPrefix("~/") { return home + value.dropFirst() }
    return value
  }

  static func isWebURL(_ value: String) -> Bool {
    // A space or a control character is no part of a URL, though a parser may let it pass.
    guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }),
      let components = URLComponents(string: value),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return false }
    return true
  }

  /// Whether a token may be sent to `url`: over https, or over http only to this machine
  /// (`localhost`, 127.0.0.0/8, `::1`), where nothing crosses a network in clear text.
  static func carriesSecretsSafely(_ url: String) -> Bool {
    guard let components = URLComponents(string: url), let host = components.host?.lowercased() else {
      return false
    }
    if components.scheme?.lowercased() == "https" { return true }
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    if bare == "localhost" || bare == "::1" { return true }
    let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy(isCanonicalOctet)
  }

  /// Whether `part` is a number 0–255 written the one way libcurl and we read alike.
  ///
  /// libcurl reads a part with a leading zero as octal and then takes `08` or `09` for a host
  /// name to look up, so such a part could send the token to whatever a resolver answers.
  private static func isCanonicalOctet(_ part: Substring) -> Bool {
    guard let value = UInt8(part) else { return false }
    return String(value) == part
  }

  private func configKey(_ key: ConfigurationKey) -> ConfigKey {
    ConfigKey(key.rawValue.split(separator: ".").map(String.init))
  }

  private func bad(_ key: ConfigurationKey, _ value: String, _ expected: String) -> ConfigurationError {
    .badValue(key: key.rawValue, value: key.isSecret ? "(hidden)" : value, expected: expected)
  }

  /// The value in quotes with control characters escaped, safe to print on a terminal, the
  /// GitHub token redacted wherever it is in it (a base URL's query, a user agent).
  private func quoted(_ value: String) -> String {
    String(reflecting: withoutToken(value))
  }

  /// `value` with the GitHub token, if one is configured, redacted wherever it is in it.
  private func withoutToken(_ value: String) -> String {
    Redactor(secrets: config.string(forKey: configKey(.githubToken)).map { [$0] } ?? [])(value)
  }

  /// A value meant as a URL, quoted, with what could be its user and password redacted.
  private func quotedURL(_ value: String) -> String {
    quoted(URLCredentials.redacted(inWritten: value))
  }

  /// The value as the user wrote it, for the error message; a URL's user and password redacted.
  private func rawValue(_ key: ConfigurationKey) -> String {
    let configKey = configKey(key)
    let isURL = key.isURL
    if let string = config.string(forKey: configKey) { return isURL ? quotedURL(string) : quoted(string) }
    if let number = config.double(forKey: configKey) { return "\(number)" }
    if let flag = config.bool(forKey: configKey) { return "\(flag)" }
    if let strings = config.stringArray(forKey: configKey) {
      return withoutToken("\(isURL ? strings.map { URLCredentials.redacted(inWritten: $0) } : strings)")
    }
    return "(unreadable)"
  }
}
