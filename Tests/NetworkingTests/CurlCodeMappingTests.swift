import CCurl
import Testing

@testable import Networking

/// The CURLcode → HTTPError table, including failures the loopback tests cannot provoke
/// (DNS and TLS would need real names and certificates).
@Suite struct CurlCodeMappingTests {
  private func map(_ code: CURLcode, message: String? = nil, url: String = "https://api.github.com/x")
    -> HTTPError
  {
    HTTPError(curlCode: code, message: message, url: url, maxBodyBytes: 123)
  }

  @Test func namedFailuresMapToTheirCases() {
    #expect(map(CURLE_COULDNT_RESOLVE_HOST) == .dns(host: "api.github.com"))
    #expect(map(CURLE_COULDNT_RESOLVE_HOST).description == "could not resolve host api.github.com")
    #expect(map(CURLE_COULDNT_CONNECT, url: "http://127.0.0.1:9/") == .connect(host: "127.0.0.1"))
    #expect(map(CURLE_OPERATION_TIMEDOUT) == .timeout)
    #expect(
      HTTPError(
        curlCode: CURLE_OPERATION_TIMEDOUT, message: nil, url: "https://api.github.com/x", maxBodyBytes: 1,
        wasReachingHost: true) == .connectTimeout(host: "api.github.com"))
    #expect(HTTPError.connectTimeout(host: "api.github.com").isUnreachable)
    #expect(!HTTPError.timeout.isUnreachable)
    let proxy = map(CURLE_COULDNT_RESOLVE_PROXY, message: "Could not resolve proxy: proxy.invalid")
    #expect(proxy == .proxy("Could not resolve proxy: proxy.invalid"))
    #expect(proxy.description == "the proxy failed: Could not resolve proxy: proxy.invalid")
    #expect(!proxy.description.contains("api.github.com"), "the origin host is not blamed")
    #expect(map(CURLE_URL_MALFORMAT, url: "http://[") == .invalidURL("http://["))
    #expect(map(CURLE_UNSUPPORTED_PROTOCOL, url: "gopher://x") == .invalidURL("gopher://x"))
    #expect(map(CURLE_TOO_MANY_REDIRECTS) == .tooManyRedirects)
    #expect(map(CURLE_FILESIZE_EXCEEDED) == .tooLarge(limit: 123))
  }

  @Test(arguments: [
    CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
  ])
  func tlsFailuresKeepLibcurlsMessage(code: CURLcode) {
    #expect(map(code, message: "certificate has expired") == .tls("certificate has expired"))
  }

  @Test func otherCodesAreTransportErrorsWithAMessage() {
    #expect(
      map(CURLE_RECV_ERROR, message: "Connection reset by peer")
        == .transport(code: 56, message: "Connection reset by peer"))
    guard case .transport(let code, let message) = map(CURLE_GOT_NOTHING) else {
      Issue.record("expected a transport error")
      return
    }
    #expect(code == 52)
    #expect(message == "Server returned nothing (no headers, no data)")
  }
}
