import Foundation
import Models

extension InMemoryPostsService {
  /// Twenty-five short posts, each with one comment: enough for Home to page, scroll and open
  /// a post, on `clock` and at `now`'s time.
  public static func sample(clock: any Clock<Duration>, now: @escaping @Sendable () -> Date)
    -> InMemoryPostsService
  {
    InMemoryPostsService(
      posts: (1...25).map { Post(id: $0, userId: 1, title: "post \($0)", body: "text of post \($0)") },
      comments: (1...25).map {
        Comment(id: $0, postId: $0, name: "reader", email: "r@mail.example", body: "nice")
      },
      clock: clock, now: now)
  }
}
