import Foundation

/// The proxies requests go through, decided here rather than left to libcurl's reading of the
/// environment, so a failure to reach the proxy is blamed on the proxy and not the origin.
///
/// ``init(environment:)`` reads the variables libcurl reads: `http_proxy` (lower case only),
/// `HTTPS_PROXY`/`https_proxy`, `ALL_PROXY`/`all_proxy` and `NO_PROXY`/`no_proxy`.
public struct ProxySettings: Sendable, Equatable {
  /// The proxy for `http://` URLs.
  public var http: String?
  /// The proxy for `https://` URLs.
  public var https: String?
  /// Host names (and their subdomains) and addresses reached directly; `*` for every host.
  public var noProxy: [String]

  /// No proxy for any request.
  public static let none = ProxySettings()

  /// Creates settings from the proxies given.
  public init(http: String? = nil, https: String? = nil, noProxy: [String] = []) {
    self.http = http
    self.https = https
    self.noProxy = noProxy
  }

  /// The settings the environment asks for, as libcurl would read them.
  public init(environment: [String: String]) {
    func value(_ names: String...) -> String? {
      names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
    let all = value("ALL_PROXY", "all_proxy")
    self.init(
      http: value("http_proxy") ?? all,
      https: value("HTTPS_PROXY", "https_proxy") ?? all,
      noProxy: (value("NO_PROXY", "no_proxy") ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }.filter { !$0.isEmpty })
  }

  /// The proxy a request to `url` goes through, or nil to go directly.
  public func proxy(for url: String) -> String? {
    guard let components = URLComponents(string: url), let host = components.host?.lowercased() else {
      return nil
    }
    let proxy = components.scheme?.lowercased() == "https" ? https : http
    guard let proxy else { return nil }
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    let isExempt = noProxy.contains { entry in
      let name = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
      return name == "*" || bare == name || bare.hasSuffix("." + name)
    }
    return isExempt ? nil : proxy
  }
}
