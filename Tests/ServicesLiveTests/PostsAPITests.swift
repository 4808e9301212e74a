import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Synchronization
import Testing

struct PostsAPITests {
  static let all = (1...45).map { Post(id: $0, userId: $0 % 5 + 1, title: "title \($0)", body: "body \($0)") }

  /// JSONPlaceholder's paging: `_page` and `_limit` in the query, the total in `X-Total-Count`.
  static let pagedPosts: LoopbackServer.Route = (
    "GET /posts",
    { request in
      guard let page = request.query("_page").flatMap(Int.init),
        let limit = request.query("_limit").flatMap(Int.init)
      else { return .json(text: "[]", status: .badRequest) }
      let slice = all.dropFirst((page - 1) * limit).prefix(limit)
      return try .json(Array(slice), headers: [("X-Total-Count", "\(all.count)")])
    }
  )

  @Test func pagesAskWithTheQueryStringAndEndByTheTotal() async throws {
    let queries = Mutex<[String]>([])
    let recording: LoopbackServer.Route = (
      "GET /posts",
      { request in
        queries.withLock { $0.append(request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")) }
        return try await Self.pagedPosts.1(request)
      }
    )
    try await LoopbackServer.with([recording]) { server async throws in
      let api = PostsAPI(client: CurlHTTPClient(), baseURL: server.baseURL + "/")
      let first = try await api.posts(page: 1)
      let last = try await api.posts(page: 3)

      #expect(first == PostsPage(posts: Array(Self.all.prefix(20)), nextPage: 2))
      #expect(last == PostsPage(posts: Array(Self.all.suffix(5)), nextPage: nil))
      #expect(queries.withLock { $0 } == ["_page=1&_limit=20", "_page=3&_limit=20"])
    }
  }

  @Test func withoutATotalAShortPageIsTheLast() async throws {
    try await LoopbackServer.with([
      (
        "GET /posts",
        { request in
          try .json(
            request.query("_page") == "1" ? Array(Self.all.prefix(20)) : Array(Self.all.prefix(3)))
        }
      )
    ]) { server async throws in
      let api = PostsAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      #expect(try await api.posts(page: 1).nextPage == 2)
      #expect(try await api.posts(page: 2).nextPage == nil)
      await #expect(throws: PostsError.invalidPage(0)) { try await api.posts(page: 0) }
    }
  }

  @Test func commentsAndTheAuthorDecodeIgnoringFieldsTheAppDoesNotShow() async throws {
    let comments = [Models.Comment(id: 6, postId: 2, name: "hi", email: "a@mail.example", body: "first")]
    try await LoopbackServer.with([
      ("GET /posts/2/comments", { _ in try .json(comments) }),
      (
        "GET /users/3",
        { _ in
          .json(
            text: #"{"id": 3, "name": "Clementine Bauch", "username": "Samantha", "email": "n@mail.example","#
              + #" "address": {"city": "McKenziehaven"}, "company": {"name": "Romaguera"}}"#)
        }
      ),
    ]) { server async throws in
      let api = PostsAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      #expect(try await api.comments(postID: 2) == comments)
      #expect(
        try await api.author(userID: 3)
          == Author(id: 3, name: "Clementine Bauch", username: "Samantha", email: "n@mail.example"))
    }
  }

  @Test(arguments: [(HTTPStatusCode.notFound, 404), (.internalServerError, 500), (.serviceUnavailable, 503)])
  func errorStatusesAreTypedErrors(status: HTTPStatusCode, code: Int) async throws {
    try await LoopbackServer.with([
      ("GET /posts", { _ in .json(text: #"{"error": "nope"}"#, status: status) }),
      ("GET /users/1", { _ in .json(text: "", status: status) }),
    ]) { server async throws in
      let api = PostsAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      let error = await #expect(throws: PostsError.self) { try await api.posts(page: 2) }
      #expect(error == .status(code, path: "/posts?_page=2&_limit=20"))
      #expect(error?.description == "the posts server answered \(code) for /posts?_page=2&_limit=20")
      await #expect(throws: PostsError.status(code, path: "/users/1")) { try await api.author(userID: 1) }
    }
  }

  @Test(arguments: [
    ("<html>busy</html>", "not valid JSON"),
    (#"{"posts": []}"#, "expected a list"),
    (#"[{"id": 1, "userId": 1, "body": "no title"}]"#, "missing field 'title' at [0]"),
    (#"[{"id": "one", "userId": 1, "title": "t", "body": "b"}]"#, "expected a number at [0].id"),
    (#"[{"id": 1, "userId": 1, "title": null, "body": "b"}]"#, "expected a string, found null at [0].title"),
  ])
  func malformedBodiesAreTypedErrors(body: String, detail: String) async throws {
    try await LoopbackServer.with([("GET /posts", { _ in .json(text: body) })]) {
      server async throws in
      let api = PostsAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: PostsError.malformed(path: "/posts?_page=1&_limit=20", detail: detail)) {
        try await api.posts(page: 1)
      }
    }
  }

  @Test func anOversizedBodyIsStoppedByTheClient() async throws {
    try await LoopbackServer.with([
      ("GET /posts", { _ in .json(text: "[" + String(repeating: " ", count: 50_000) + "]") })
    ]) { server async throws in
      let client = CurlHTTPClient(configuration: .init(maxBodyBytes: 10_000))
      let api = PostsAPI(client: client, baseURL: server.baseURL)
      await #expect(throws: HTTPError.tooLarge(limit: 10_000)) { try await api.posts(page: 1) }
    }
  }

  @Test func aServerThatIsGoneIsUnreachableSoAutoCanFallBack() async throws {
    let baseURL = try await LoopbackServer.with([]) { $0.baseURL }
    let api = PostsAPI(client: CurlHTTPClient(), baseURL: baseURL)
    let error = await #expect(throws: HTTPError.self) { try await api.posts(page: 1) }
    #expect(error?.isUnreachable == true)

    let result = try await DataSourcePolicy(mode: .auto).fetch(
      from: baseURL, live: { try await api.posts(page: 1) },
      offline: { try await BundledPosts().posts(page: 1) })
    #expect(error == .connect(host: "127.0.0.1"))
    guard case .offline(let reason?) = result.origin else {
      Issue.record("expected a fallback")
      return
    }
    #expect(
      reason.hasPrefix(
        "\(baseURL.dropFirst("http://".count)) is unreachable (could not connect to 127.0.0.1)"))
    #expect(result.value.posts.count == 20)
  }
}

extension FlyingFox.HTTPRequest {
  /// The value of the query parameter `name`, or nil.
  fileprivate func query(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}
