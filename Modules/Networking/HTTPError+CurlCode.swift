import CCurl
import Foundation

extension HTTPError {
  /// Maps a failed transfer's `CURLcode` to the typed error callers handle.
  ///
  /// - Parameters:
  ///   - url: the URL being fetched when it failed (after redirects), for host names.
  ///   - message: libcurl's error-buffer text, falling back to `curl_easy_strerror`.
  ///   - wasReachingHost: whether the transfer was still looking up or connecting to the host
  ///     (or proxy) when it stopped; a timeout then is a connect timeout, which means the host is
  ///     unreachable. A timeout on a connection ready for the request (new or reused), or while
  ///     waiting for a free connection, is a plain timeout.
  ///   - proxy: the proxy the request went through, if any: what a failed connection blames.
  init(
    curlCode code: CURLcode, message: String?, url: String, maxBodyBytes: Int, wasReachingHost: Bool = false,
    proxy: String? = nil
  ) {
    let detail = message ?? String(cString: curl_easy_strerror(code))
    switch code {
    case CURLE_COULDNT_CONNECT where proxy != nil:
      self = .proxy("could not connect to the proxy \(Self.proxyAddress(proxy ?? ""))")
    case CURLE_OPERATION_TIMEDOUT where proxy != nil && wasReachingHost:
      self = .proxy("could not connect to the proxy \(Self.proxyAddress(proxy ?? "")) in time")
    case CURLE_COULDNT_RESOLVE_HOST:
      self = .dns(host: Self.host(in: url))
    case CURLE_COULDNT_CONNECT:
      self = .connect(host: Self.host(in: url))
    case CURLE_OPERATION_TIMEDOUT:
      self = wasReachingHost ? .connectTimeout(host: Self.host(in: url)) : .timeout
    case CURLE_COULDNT_RESOLVE_PROXY, CURLE_PROXY:
      self = .proxy(detail)
    case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
      self = .invalidURL(url)
    case CURLE_TOO_MANY_REDIRECTS:
      self = .tooManyRedirects
    case CURLE_FILESIZE_EXCEEDED:
      self = .tooLarge(limit: maxBodyBytes)
    case CURLE_ABORTED_BY_CALLBACK:
      self = .cancelled
    case _ where Self.tlsCodes.contains(code):
      self = .tls(detail)
    default:
      self = .transport(code: Int(code.rawValue), message: detail)
    }
  }

  private static let tlsCodes: [CURLcode] = [
    CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ENGINE_NOTFOUND,
    CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_INITFAILED,
    CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
    CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED,
  ]

  private static func host(in url: String) -> String {
    URLComponents(string: url)?.host ?? url
  }

  /// The proxy's host and port, without any user name or password it carries.
  private static func proxyAddress(_ proxy: String) -> String {
    let withScheme = proxy.contains("://") ? proxy : "http://" + proxy
    guard let components = URLComponents(string: withScheme), let host = components.host else {
      return "(unreadable address)"
    }
    return components.port.map { "\(host):\($0)" } ?? host
  }
}
