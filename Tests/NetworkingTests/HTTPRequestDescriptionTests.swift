import Foundation
import Networking
import Testing

/// A request or its headers, interpolated, printed or dumped, never shows a credential.
struct HTTPRequestDescriptionTests {
  private let token = "ghp_reactorDemoDescriptionToken01"

  private var request: HTTPRequest {
    HTTPRequest(
      url: "https://api.github.com/search/repositories?q=swift",
      headers: [
        "Accept": "application/vnd.github+json", "authorization": "Bearer \(token)",
        "Proxy-Authorization": "Basic dXNlcjpwYXNz", "Cookie": "session=s3cret",
      ])
  }

  @Test func anInterpolatedRequestShowsItsHeadersWithAuthorizationRedacted() {
    let text = "sending \(request)"
    #expect(
      text
        == "sending GET https://api.github.com/search/repositories?q=swift [Accept: application/vnd.github+json, "
        + "authorization: [redacted], Proxy-Authorization: [redacted], Cookie: [redacted]]")
  }

  @Test func debugDescriptionAndDumpHideTheCredentialsToo() {
    var dumped = ""
    dump(request, to: &dumped)
    for text in [String(reflecting: request), String(describing: request.headers), dumped] {
      #expect(!text.contains(token))
      #expect(!text.contains("dXNlcjpwYXNz"))
      #expect(!text.contains("s3cret"))
      #expect(text.contains("[redacted]"))
    }
    #expect(dumped.contains("Accept: application/vnd.github+json"))
  }

  @Test func aBodyIsShownByItsSize() {
    let post = HTTPRequest(method: .post, url: "http://127.0.0.1/x", body: Data("hello".utf8))
    #expect("\(post)" == "POST http://127.0.0.1/x [] (5-byte body)")
  }
}
