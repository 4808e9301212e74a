import Foundation
import Models
import Services
import ServicesLive
import Testing

struct BundledPostsTests {
  @Test func theSampleHasAHundredPostsInFivePagesWithCommentsAndAuthors() async throws {
    let sample = BundledPosts()
    var posts: [Post] = []
    var page: Int? = 1
    while let current = page {
      let result = try await sample.posts(page: current)
      posts += result.posts
      page = result.nextPage
      #expect(current <= 5)
    }
    #expect(posts.map(\.id) == Array(1...100))
    #expect(Set(posts.map(\.title)).count == 100, "every title is different")

    var authors: Set<Int> = []
    for post in posts {
      let comments = try await sample.comments(postID: post.id)
      #expect(!comments.isEmpty && comments.allSatisfy { $0.postId == post.id })
      #expect(!post.body.isEmpty && comments.allSatisfy { !$0.body.isEmpty && $0.email.contains("@") })
      authors.insert(try await sample.author(userID: post.userId).id)
    }
    #expect(authors.count == 10)
  }

  @Test func theSampleHoldsNoControlCharacters() async throws {
    let sample = BundledPosts()
    for page in 1...5 {
      for post in try await sample.posts(page: page).posts {
        let text = post.title + post.body
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "post \(post.id)")
      }
    }
  }

  @Test func pagesOutsideTheSampleAreEmptyOrRefused() async throws {
    let sample = BundledPosts()
    #expect(try await sample.posts(page: 6) == PostsPage(posts: [], nextPage: nil))
    await #expect(throws: PostsError.invalidPage(0)) { try await sample.posts(page: 0) }
    await #expect(throws: PostsError.notInSample("post 101")) { try await sample.comments(postID: 101) }
    await #expect(throws: PostsError.notInSample("user 11")) { try await sample.author(userID: 11) }
  }

  @Test func aDamagedSampleIsAClearError() async {
    let damaged = BundledPosts(data: Data(#"{"users": [], "posts": [{"id": 1}]}"#.utf8))
    let error = await #expect(throws: PostsError.self) { try await damaged.posts(page: 1) }
    #expect(error == .malformed(path: "SamplePosts.json", detail: "missing field 'userId' at posts[0]"))
    #expect(error?.description == "malformed JSON from SamplePosts.json: missing field 'userId' at posts[0]")
  }
}
