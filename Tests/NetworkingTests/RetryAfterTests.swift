import Foundation
import Networking
import Testing

/// Both of RFC 9110's `Retry-After` forms, and the three HTTP-date formats a recipient must read.
struct RetryAfterTests {
  private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

  @Test(arguments: [
    ("120", 120.0), (" 0 ", 0), ("Sun, 06 Nov 1994 08:51:37 GMT", 120),
    ("Sunday, 06-Nov-94 08:50:37 GMT", 60), ("Sun Nov  6 08:49:47 1994", 10),
    ("Sun, 06 Nov 1994 08:00:00 GMT", 0), ("99999999999999999999999", RetryAfter.longestDelay),
    ("86401", RetryAfter.longestDelay), ("Sun, 06 Nov 2094 08:00:00 GMT", RetryAfter.longestDelay),
  ])
  func readsSecondsAndEveryDateForm(value: String, seconds: TimeInterval) {
    #expect(RetryAfter.delay(value, now: now) == seconds)
  }

  @Test(arguments: [
    "", "soon", "-5", "1.5", "06 Nov 1994", "Sun, 06 Nov 1994 08:51:37 GMT\u{FFFD}", "30\u{FFFD}r",
  ])
  func anythingElseIsNotAWait(value: String) {
    #expect(RetryAfter.delay(value, now: now) == nil)
  }

  @Test func theHeaderIsFoundByAnyCase() {
    let headers: HTTPHeaders = ["retry-after": "Sun, 06 Nov 1994 08:49:40 GMT"]
    #expect(headers.retryAfter(now: now) == 3)
  }
}
