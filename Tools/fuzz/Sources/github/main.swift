import Foundation
import FuzzSupport
import Models
import Networking
import Services
import ServicesLive

// GitHub search answers: any status, headers and body give repositories or a typed error; a
// 2xx is never an error; the next page, when there is one, is after the first and within
// GitHub's 1000-result cap; the rate limit comes only from its header.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzGitHub(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let perPage = Int(input.byte() % 100) + 1
  let response = input.response(url: "https://api.github.com/search/repositories?q=swift")

  do {
    let (repos, _, _) = try GitHubSearchDecoder.results(from: response.body)
    invariantRoundTrips(repos)
  } catch {
    invariant(!error.description.isEmpty, "an error without a message")
  }
  let failure = GitHubSearchDecoder.error(for: response, now: Date(timeIntervalSince1970: 0))
  invariant(
    (failure == nil) == (200..<300).contains(response.status), "status \(response.status): \(failure as Any)")
  if let next = GitHubSearchDecoder.nextPage(from: response.headers, perPage: perPage) {
    invariant(next > 1 && (next - 1) * perPage < GitHubSearchError.resultCap, "next page \(next)")
  }
  let limit = GitHubSearchDecoder.rateLimit(from: response.headers)
  invariant((limit == nil) == (response.headers["x-ratelimit-remaining"].flatMap { Int($0) } == nil), "limit")
  return 0
}

runFuzzer(fuzzGitHub)
