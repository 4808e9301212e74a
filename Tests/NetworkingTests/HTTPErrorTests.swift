import Networking
import Testing

/// User-facing error text.
@Suite struct HTTPErrorTests {
  @Test func descriptionsAreOneSentenceNamingTheCause() {
    #expect(HTTPError.dns(host: "api.github.com").description == "could not resolve host api.github.com")
    #expect(HTTPError.connect(host: "127.0.0.1").description == "could not connect to 127.0.0.1")
    #expect(HTTPError.tooLarge(limit: 10).description.contains("10 bytes"))
    let all: [HTTPError] = [
      .dns(host: "h"), .connect(host: "h"), .timeout, .tls("bad certificate"), .tooLarge(limit: 1),
      .tooManyRedirects, .cancelled, .invalidURL("x"), .transport(code: 56, message: "reset"),
    ]
    for error in all {
      #expect(!error.description.isEmpty)
      #expect(!error.description.contains("\n"))
    }
    #expect(all.filter(\.isUnreachable) == [.dns(host: "h"), .connect(host: "h")])
  }
}
