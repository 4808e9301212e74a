import Foundation
import Models

/// Posts, comments and authors for the Home tests, and the fixed time they run at.
enum Sample {
  static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  static func posts(_ count: Int, firstID: Int = 1, batch: String = "a") -> [Post] {
    (0..<count).map { offset in
      let id = firstID + offset
      return Post(
        id: id, userId: offset % 3 + 1, title: "\(batch) title \(id)",
        body: "\(batch) body \(id)\nsecond line")
    }
  }

  static func comments(postID: Int, count: Int = 2) -> [Models.Comment] {
    (1...count).map { index in
      Models.Comment(
        id: postID * 10 + index, postId: postID, name: "comment \(index)",
        email: "reader\(index)@mail.example", body: "reply \(index) to \(postID)")
    }
  }

  static let authors = (1...3).map {
    Author(id: $0, name: "Author \($0)", username: "author\($0)", email: "a\($0)@mail.example")
  }
}
