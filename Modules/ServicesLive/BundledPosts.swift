import Foundation
import Models
import Services

/// The offline posts: 100 posts, their comments and their authors, written for this project
/// and bundled as `SamplePosts.json` in JSONPlaceholder's shapes, so the same decoders read them.
///
/// The file is read and decoded once, on first use.
public actor BundledPosts: PostsSource {
  /// The sample's three lists, in the API's shapes.
  struct Sample: Decodable {
    var users: [Author]
    var posts: [Post]
    var comments: [Comment]
  }

  private let load: @Sendable () throws -> Data
  private var sample: Sample?

  /// Reads the sample bundled with this module.
  public init() {
    load = {
      guard let url = ResourceFolder.file("SamplePosts.json") else {
        throw PostsError.missingSample(
          "SamplePosts.json (expected in \(ResourceFolder.name) beside the binary)")
      }
      return try Data(contentsOf: url)
    }
  }

  /// Reads a sample from `data`, for tests of what a damaged file does.
  public init(data: Data) {
    load = { data }
  }

  public func posts(page: Int) async throws -> PostsPage {
    guard page >= 1 else { throw PostsError.invalidPage(page) }
    let posts = try loaded().posts
    let start = min((page - 1) * PostsPage.size, posts.count)
    let end = min(start + PostsPage.size, posts.count)
    return PostsPage(posts: Array(posts[start..<end]), nextPage: end < posts.count ? page + 1 : nil)
  }

  public func comments(postID: Int) async throws -> [Comment] {
    let sample = try loaded()
    guard sample.posts.contains(where: { $0.id == postID }) else {
      throw PostsError.notInSample("post \(postID)")
    }
    return sample.comments.filter { $0.postId == postID }
  }

  public func author(userID: Int) async throws -> Author {
    guard let author = try loaded().users.first(where: { $0.id == userID }) else {
      throw PostsError.notInSample("user \(userID)")
    }
    return author
  }

  private func loaded() throws -> Sample {
    if let sample { return sample }
    do {
      let sample = try JSONDecoder().decode(Sample.self, from: try load())
      self.sample = sample
      return sample
    } catch let error as DecodingError {
      throw PostsError.malformed(path: "SamplePosts.json", detail: error.summary)
    }
  }
}
