import Foundation
import Models
import Networking
import Services

/// A JSONPlaceholder-shaped API: `GET /posts?_page=N&_limit=20`, `/posts/{id}/comments` and
/// `/users/{id}`. Bodies are capped by the HTTP client; anything but a 2xx with the expected
/// JSON is a ``PostsError``, and transport failures stay `HTTPError`.
public struct PostsAPI: PostsSource {
  private let client: any HTTPClient
  private let baseURL: String

  /// - Parameter baseURL: the API's root, such as `https://jsonplaceholder.typicode.com`.
  public init(client: any HTTPClient, baseURL: String) {
    self.client = client
    var baseURL = baseURL
    while baseURL.hasSuffix("/") { baseURL.removeLast() }
    self.baseURL = baseURL
  }

  public func posts(page: Int) async throws -> PostsPage {
    guard page >= 1 else { throw PostsError.invalidPage(page) }
    let size = PostsPage.size
    let (posts, response) = try await get([Post].self, path: "/posts?_page=\(page)&_limit=\(size)")
    // JSONPlaceholder says how many posts there are in all; without that, a short page is the last.
    let total = response.headers["x-total-count"].flatMap { Int($0) }
    let hasMore = total.map { page * size < $0 } ?? (posts.count == size)
    return PostsPage(posts: posts, nextPage: hasMore && !posts.isEmpty ? page + 1 : nil)
  }

  public func comments(postID: Int) async throws -> [Comment] {
    try await get([Comment].self, path: "/posts/\(postID)/comments").value
  }

  public func author(userID: Int) async throws -> Author {
    try await get(Author.self, path: "/users/\(userID)").value
  }

  private func get<Value: Decodable>(
    _ type: Value.Type, path: String
  ) async throws -> (value: Value, response: HTTPResponse) {
    let request = HTTPRequest(url: baseURL + path, headers: ["Accept": "application/json"])
    let response = try await client.send(request)
    guard (200..<300).contains(response.status) else {
      throw PostsError.status(response.status, path: path)
    }
    do {
      return (try JSONDecoder().decode(type, from: response.body), response)
    } catch let error as DecodingError {
      throw PostsError.malformed(path: path, detail: error.summary)
    }
  }
}
