/// Why a request produced no response; an HTTP error status is a response, not one of these.
///
/// Descriptions are one sentence for users and never contain header values (tokens).
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The host name could not be resolved (offline, or no such host).
  case dns(host: String)
  /// The host resolved but refused or never accepted the connection.
  case connect(host: String)
  /// The connect timeout ran out before the host accepted a connection (a network that drops
  /// packets, a firewall that never answers).
  case connectTimeout(host: String)
  /// The total timeout ran out on an established connection.
  case timeout
  /// The proxy (from the usual environment variables) could not be resolved or refused the
  /// tunnel; the message is libcurl's. The origin host was never reached, so it is not blamed.
  case proxy(String)
  /// The TLS handshake or certificate verification failed; the message is libcurl's.
  case tls(String)
  /// The response body exceeded `limit` bytes and the transfer was stopped.
  case tooLarge(limit: Int)
  /// More than five redirects were needed, usually a redirect loop.
  case tooManyRedirects
  /// The calling task was cancelled, or the client was shut down.
  case cancelled
  /// The URL was not an absolute `http` or `https` URL libcurl could parse.
  case invalidURL(String)
  /// Any other transport failure, with libcurl's error code and message.
  case transport(code: Int, message: String)

  /// One clear sentence describing the failure.
  public var description: String {
    switch self {
    case .dns(let host):
      "could not resolve host \(host)"
    case .connect(let host):
      "could not connect to \(host)"
    case .connectTimeout(let host):
      "could not connect to \(host) in time"
    case .timeout:
      "the request timed out"
    case .proxy(let message):
      "the proxy failed: \(message)"
    case .tls(let message):
      "the secure connection failed: \(message)"
    case .tooLarge(let limit):
      "the response was larger than the limit of \(limit) bytes"
    case .tooManyRedirects:
      "the server redirected too many times"
    case .cancelled:
      "the request was cancelled"
    case .invalidURL(let url):
      "not a valid http or https URL: \(url)"
    case .transport(let code, let message):
      "the transfer failed (curl error \(code)): \(message)"
    }
  }

  /// Whether the failure means the network or host is unreachable, so an offline fallback fits.
  public var isUnreachable: Bool {
    switch self {
    case .dns, .connect, .connectTimeout, .proxy: true
    default: false
    }
  }
}
