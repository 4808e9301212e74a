extension CurlHTTPClient {
  /// Defaults applied to every request sent through one client.
  public struct Configuration: Sendable {
    /// The `User-Agent` sent unless a request sets its own.
    public var userAgent: String
    /// The longest a whole transfer may take, redirects included.
    public var timeout: Duration
    /// The longest wait for a connection to be established.
    public var connectTimeout: Duration
    /// The largest decoded response body accepted before the transfer is stopped.
    public var maxBodyBytes: Int
    /// The proxies to use; the composition root reads them from the environment.
    public var proxies: ProxySettings

    /// Creates a configuration; the defaults suit interactive use.
    public init(
      userAgent: String = "reactor-demo",
      timeout: Duration = .seconds(30),
      connectTimeout: Duration = .seconds(10),
      maxBodyBytes: Int = 10_000_000,
      proxies: ProxySettings = .none
    ) {
      self.userAgent = userAgent
      self.timeout = timeout
      self.connectTimeout = connectTimeout
      self.maxBodyBytes = maxBodyBytes
      self.proxies = proxies
    }
  }
}
