import Foundation
import Networking
import Services
import ServicesLive
import Testing

/// The parts of GitHub's answers read without a server: Link, rate-limit headers, statuses.
struct GitHubSearchDecoderTests {
  func headers(_ pairs: (String, String)...) -> HTTPHeaders {
    HTTPHeaders(pairs)
  }

  @Test func theNextPageIsWhateverRelNextSays() {
    let link =
      #"<https://api.github.com/search/repositories?q=a&page=7&per_page=30>; rel="next", <https://api.github.com/search/repositories?q=a&page=9>; rel="last""#
    #expect(GitHubSearchDecoder.nextPage(from: headers(("Link", link)), perPage: 30) == 7, "not page + 1")
    #expect(
      GitHubSearchDecoder.nextPage(
        from: headers(("link", #"<https://x/?page=2>; rel="prev next""#)), perPage: 30) == 2)
    // Two Link fields are one list.
    let split = headers(
      ("Link", #"<https://x/?page=1>; rel="first""#), ("Link", #"<https://x/?page=3>; rel="next""#))
    #expect(GitHubSearchDecoder.nextPage(from: split, perPage: 30) == 3)
  }

  @Test func noUsableNextLinkMeansNoNextPage() {
    for value in [
      #"<https://x/?page=1>; rel="prev""#, #"<https://x/?q=a>; rel="next""#,
      #"<https://x/?page=abc>; rel="next""#,
      "garbage", "",
    ] {
      #expect(GitHubSearchDecoder.nextPage(from: headers(("Link", value)), perPage: 30) == nil, "\(value)")
    }
    #expect(GitHubSearchDecoder.nextPage(from: headers(), perPage: 30) == nil)
  }

  @Test func theCapDependsOnThePageSize() {
    let next = { (page: Int) in headers(("Link", "<https://x/?page=\(page)>; rel=\"next\"")) }
    #expect(GitHubSearchDecoder.nextPage(from: next(34), perPage: 30) == 34, "page 34 starts at result 991")
    #expect(GitHubSearchDecoder.nextPage(from: next(35), perPage: 30) == nil)
    #expect(GitHubSearchDecoder.nextPage(from: next(10), perPage: 100) == 10)
    #expect(GitHubSearchDecoder.nextPage(from: next(11), perPage: 100) == nil)
  }

  /// A page number too large to count its first result used to overflow and stop the app.
  @Test func aNextPageTooLargeToCountIsNoNextPage() {
    for page in [Int.max, Int.max / 30 + 2, 1 << 62] {
      let link = headers(("Link", "<https://x/?page=\(page)>; rel=\"next\""))
      #expect(GitHubSearchDecoder.nextPage(from: link, perPage: 30) == nil, "page \(page)")
    }
    #expect(GitHubSearchError.isWithinResultCap(page: 34, perPage: 30))
    #expect(!GitHubSearchError.isWithinResultCap(page: 0, perPage: 30))
    #expect(!GitHubSearchError.isWithinResultCap(page: Int.max, perPage: 100))
  }

  @Test func rateLimitHeadersAreRead() {
    let limit = GitHubSearchDecoder.rateLimit(
      from: headers(
        ("x-ratelimit-limit", "30"), ("X-RateLimit-Remaining", "0"), ("x-ratelimit-reset", "1767362760")))
    #expect(
      limit == GitHubRateLimit(limit: 30, remaining: 0, resetsAt: Date(timeIntervalSince1970: 1_767_362_760)))
    #expect(GitHubSearchDecoder.rateLimit(from: headers(("x-ratelimit-limit", "30"))) == nil)
  }

  @Test func statusesBecomeErrors() {
    let now = Date(timeIntervalSince1970: 1_000)
    func error(_ status: Int, _ headers: HTTPHeaders = HTTPHeaders(), body: String = "") -> GitHubSearchError?
    {
      GitHubSearchDecoder.error(
        for: HTTPResponse(status: status, headers: headers, body: Data(body.utf8), url: "u"), now: now)
    }
    #expect(error(200) == nil)
    #expect(error(204) == nil)
    #expect(
      error(429) == .secondaryRateLimit(until: now.addingTimeInterval(60)),
      "a 429 with requests left and no retry-after waits a minute")
    #expect(
      error(403, headers(("retry-after", "30")))
        == .rateLimited(resetsAt: now.addingTimeInterval(30), retryAfter: 30))
    #expect(
      error(403, headers(("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "2000")))
        == .rateLimited(resetsAt: Date(timeIntervalSince1970: 2_000), retryAfter: nil))
    #expect(error(403, body: #"{"message":"Forbidden"}"#) == .status(403, message: "Forbidden"))
    #expect(error(422, body: "not json") == .validation("the query is not valid"))
    #expect(error(404) == .status(404, message: nil))
    #expect(error(599) == .server(status: 599))
  }

  /// GitHub's documented order: `retry-after` first, then no requests left (wait for the reset),
  /// then a secondary limit named by the message (wait at least a minute).
  @Test func aSecondaryRateLimitWaitsAMinuteUnlessTheHeadersSayOtherwise() {
    let now = Date(timeIntervalSince1970: 1_000)
    let secondary = #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes."}"#
    func error(_ status: Int, _ headers: (String, String)...) -> GitHubSearchError? {
      GitHubSearchDecoder.error(
        for: HTTPResponse(
          status: status, headers: HTTPHeaders(headers), body: Data(secondary.utf8), url: "u"),
        now: now)
    }
    let aMinute = GitHubSearchError.secondaryRateLimit(until: now.addingTimeInterval(60))
    #expect(error(403, ("x-ratelimit-remaining", "25")) == aMinute)
    #expect(error(429, ("x-ratelimit-remaining", "25")) == aMinute)
    #expect(error(403) == aMinute, "no rate-limit headers at all")
    #expect(
      error(403, ("x-ratelimit-remaining", "25"), ("retry-after", "90"))
        == .rateLimited(resetsAt: now.addingTimeInterval(90), retryAfter: 90))
    #expect(
      error(403, ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "5000"))
        == .rateLimited(resetsAt: Date(timeIntervalSince1970: 5_000), retryAfter: nil))
    for unreadable in ["nan", "inf", "-inf"] {
      #expect(
        error(403, ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", unreadable))
          == .rateLimitedWithoutReset(until: now.addingTimeInterval(60)),
        "a reset of \(unreadable) is no reset time")
    }
  }

  @Test func aValidationFailureListsWhatEachErrorSays() {
    func error(_ body: String) -> GitHubSearchError? {
      GitHubSearchDecoder.error(
        for: HTTPResponse(status: 422, headers: HTTPHeaders(), body: Data(body.utf8), url: "u"), now: .now)
    }
    #expect(
      error(#"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}]}"#)
        == .validation("Validation Failed: q: missing"))
    #expect(
      error(
        #"{"message":"Validation Failed","errors":[{"field":"q","code":"missing"},{"field":"sort","code":"invalid"},"#
          + #"{"resource":"Search","field":"q","code":"custom","message":"too many qualifiers"}]}"#)
        == .validation("Validation Failed: q: missing; sort: invalid; q (too many qualifiers)"))
    #expect(
      error(#"{"message":"Validation Failed","errors":["the query is too long"]}"#)
        == .validation("Validation Failed: the query is too long"))
    #expect(error(#"{"message":"Validation Failed"}"#) == .validation("Validation Failed"))
    #expect(
      error(#"{"message":"Validation Failed","errors":[{"field":7},{"code":"missing"}]}"#)
        == .validation("Validation Failed: missing"), "a field of the wrong type is left out, not fatal")
  }

  @Test func errorsReadAsOneSentence() {
    let utc = TimeZone(identifier: "UTC")!
    let reset = Date(timeIntervalSince1970: 1_767_362_760)
    #expect(
      GitHubSearchError.rateLimited(resetsAt: reset, retryAfter: nil).message(timeZone: utc)
        == "rate limited by GitHub, resets at 14:06")
    #expect(
      GitHubSearchError.rateLimited(resetsAt: nil, retryAfter: nil).message(timeZone: utc)
        == "rate limited by GitHub")
    #expect(
      GitHubSearchError.beyondResultCap.description == "GitHub shows only the first 1000 results of a search")
    #expect(GitHubSearchError.status(401, message: nil).description == "GitHub answered HTTP 401")
    #expect(
      GitHubSearchError.secondaryRateLimit(until: reset).message(timeZone: utc)
        == "GitHub's secondary rate limit: wait a minute (searches resume at 14:06)")
    #expect(GitHubSearchError.clockTime(Date(timeIntervalSince1970: 3_600 * 9 + 60 * 5), in: utc) == "09:05")
  }
}
