import Foundation
import FuzzSupport
import Models
import Networking
import Services
import ServicesLive

// Posts, comments and authors (JSONPlaceholder's shape) through PostsAPI, as the live service
// reads them: any answer gives values or a PostsError saying what and where, never a trap; a
// page's next page is the one after it.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPosts(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let page = Int(input.byte() % 8) + 1
  let api = PostsAPI(client: CannedClient(response: input.response(url: "")), baseURL: "http://posts.test")
  waitFor {
    do {
      let result = try await api.posts(page: page)
      invariantRoundTrips(result.posts)
      invariant(result.nextPage == nil || result.nextPage == page + 1, "page \(page) → \(result.nextPage!)")
    } catch {
      invariant(error is PostsError, "posts threw \(error)")
    }
    do {
      invariantRoundTrips(try await api.comments(postID: page))
    } catch {
      invariant(error is PostsError, "comments threw \(error)")
    }
    do {
      invariantRoundTrips(try await api.author(userID: page))
    } catch {
      invariant(error is PostsError, "author threw \(error)")
    }
  }
  return 0
}

/// Answers every request with the same response.
private struct CannedClient: HTTPClient {
  let response: HTTPResponse

  func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    response
  }
}

runFuzzer(fuzzPosts)
