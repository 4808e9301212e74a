import Foundation
import Models

/// Sample values the storage tests save and read back.
enum Fixtures {
  /// 2026-11-22 09:30:00 UTC, the clock of the recovery tests.
  static let recoveryTime = Date(timeIntervalSince1970: 1_795_339_800)

  /// The corrupt-file name `recoveryTime` must produce.
  static let recoveryName = "reactor-demo.sqlite.corrupt-20261122-093000"

  /// `count` posts with ids from `firstID`, each with a title naming the batch.
  static func posts(_ count: Int, firstID: Int = 1, batch: String = "a") -> [Post] {
    (0..<count).map { index in
      Post(id: firstID + index, userId: 1 + index % 10, title: "\(batch) \(index)", body: "body \(index)")
    }
  }

  /// `count` comments of post `postID`.
  static func comments(_ count: Int, postID: Int) -> [Comment] {
    (0..<count).map { index in
      Comment(
        id: postID * 100 + index, postId: postID, name: "name \(index)",
        email: "user\(index)@example.com", body: "comment \(index)")
    }
  }

  /// A profile with a real birthdate.
  static func profile(_ name: String = "Ada", born iso: String = "1990-05-17") -> Profile {
    // The literals passed in are valid dates; an invalid one is a bug in the test itself.
    Profile(name: name, birthdate: CalendarDate(iso: iso)!)
  }
}
