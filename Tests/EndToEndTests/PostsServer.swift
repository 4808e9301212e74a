import FlyingFox
import HTTPTesting

/// A JSONPlaceholder stand-in on 127.0.0.1 for the app under test to reach through
/// `REACTOR_DEMO_POSTS_BASE_URL`; it never touches the internet.
struct PostsServer {
  /// How the server answers `/posts`.
  enum Behaviour: Sendable {
    case normal
    /// Waits this long before answering.
    case slow(Duration)
    /// Answers every request with this status.
    case failing(HTTPStatusCode)
  }

  /// What the app is given as `posts.baseURL`.
  let environment: [String: String]

  /// Runs `body` against a server whose 25 posts are titled "`edition` post N", then stops it.
  static func with<T>(
    edition: String, behaviour: Behaviour = .normal, _ body: (PostsServer) async throws -> T
  ) async throws -> T {
    let posts = (1...25).map { id in
      [
        "userId": .int(id % 2 + 1), "id": .int(id), "title": .string("\(edition) post \(id)"),
        "body": .string("body of \(id)"),
      ]
        as [String: JSON]
    }
    let routes: [LoopbackServer.Route] = [
      (
        "GET /posts",
        { request in
          try await answer(behaviour) {
            let page = request.query.first { $0.name == "_page" }.flatMap { Int($0.value) } ?? 1
            let slice = posts.dropFirst((page - 1) * 20).prefix(20)
            return try .json(Array(slice), headers: [("X-Total-Count", "25")])
          }
        }
      ),
      (
        "GET /posts/*/comments",
        { request in
          let id = Int(request.path.split(separator: "/")[1]) ?? 0
          let comment: [String: JSON] = [
            "postId": .int(id), "id": .int(id * 10), "name": .string("reply to \(id)"),
            "email": .string("reader@mail.example"), "body": .string("loopback comment on \(id)"),
          ]
          return try await answer(behaviour) { try .json([comment]) }
        }
      ),
      (
        "GET /users/*",
        { request in
          let id = Int(request.path.split(separator: "/")[1]) ?? 0
          let user: [String: JSON] = [
            "id": .int(id), "name": .string("Loopback Author \(id)"), "username": .string("loop\(id)"),
            "email": .string("author@mail.example"),
          ]
          return try await answer(behaviour) { try .json(user) }
        }
      ),
    ]
    return try await LoopbackServer.with(routes) { server in
      try await body(PostsServer(environment: ["REACTOR_DEMO_POSTS_BASE_URL": server.baseURL]))
    }
  }

  private static func answer(
    _ behaviour: Behaviour, _ make: () throws -> FlyingFox.HTTPResponse
  ) async throws -> FlyingFox.HTTPResponse {
    switch behaviour {
    case .failing(let status):
      return FlyingFox.HTTPResponse(statusCode: status)
    case .slow(let delay):
      try await Task.sleep(for: delay)
    case .normal:
      break
    }
    return try make()
  }

  /// Just enough JSON to write the API's shapes.
  enum JSON: Encodable, Sendable {
    case int(Int)
    case string(String)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .int(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      }
    }
  }
}
