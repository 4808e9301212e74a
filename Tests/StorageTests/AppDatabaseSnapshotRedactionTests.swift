import Foundation
import Models
import Storage
import Testing

/// A session's copy of the database travels with it, so it keeps no piece of a secret the run
/// knew: every text in it is redacted as a frame is, whatever table holds it.
@Suite struct AppDatabaseSnapshotRedactionTests {
  static let token = "ghp_R3dactionT3stTokenAbcdefghijklmnop1234"
  static let user = "alice-loopback-user"
  static let password = "Pw9876543210-horse"
  static let secrets = [token, user, password]

  /// Every run of 8 characters of every secret: what must not be in the copy, as text or bytes.
  static var pieces: [String] {
    secrets.flatMap { secret in
      let characters = Array(secret)
      return (0...(characters.count - 8)).map { String(characters[$0..<$0 + 8]) }
    }
  }

  @Test func noPieceOfASecretIsInAnyTableOfTheCopy() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      // A profile named with 30 of the token's 40 characters, a post quoting the password, a
      // comment signed with the user, a repository described with the token whole.
      try ProfileStore(database: database).save(Fixtures.profile("Bob \(Self.token.prefix(30))"))
      let postsToSave = [
        Post(id: 1, userId: 1, title: "about \(Self.password.dropFirst(3))", body: "plain"),
        Post(id: 2, userId: 1, title: "kept", body: "nothing secret here"),
        // Seven characters of the token, then the next seven: side by side in the file.
        Post(id: 3, userId: 1, title: "post ghp_R3d", body: "actionT and more"),
        // Digits of the password, as a number.
        Post(id: 4, userId: 9_876_543_210, title: "numbered", body: "plain"),
      ]
      let posts = PostsCacheStore(database: database)
      try posts.replace(with: postsToSave, fetchedAt: Date())
      try posts.saveComments(
        [
          Comment(
            id: 10, postId: 1, name: "from \(Self.user)", email: "\(Self.user)@mail.example", body: "hello")
        ], postID: 1)
      let catalog = RepoCatalogStore(database: database)
      try catalog.load(version: 1) {
        [
          Repo(
            fullName: "acme/tool", description: "uses \(Self.token) inside", language: "Swift",
            topics: ["cli"], stars: 5, htmlURL: "https://github.com/acme/tool"),
          Repo(
            fullName: "acme/other", description: "harmless", language: nil, topics: [], stars: 1,
            htmlURL: "https://github.com/acme/other"),
        ]
      }
      try HTTPCacheStore(database: database).save(
        .init(
          url: "https://api.github.com/search/repositories?q=\(Self.password)", etag: nil,
          body: Data(Self.token.utf8), headers: [:], fetchedAt: Date()))

      let folder = directory.appendingPathComponent("copy")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let path = folder.appendingPathComponent(AppDatabase.fileName).path
      try database.snapshot(to: path, leavingOut: Self.secrets)

      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let found = Self.pieces.filter { bytes.range(of: Data($0.utf8)) != nil }
      #expect(found.isEmpty, "pieces of a secret in the copy: \(found)")

      // What was around the secrets is still there, with `[redacted]` where they were.
      let copy = try AppDatabase.open(directory: folder)
      #expect(try ProfileStore(database: copy).load()?.name == "Bob [redacted]")
      let cached = PostsCacheStore(database: copy)
      #expect(try cached.snapshot()?.posts.map(\.title) == ["about [redacted]", "kept"])
      #expect(try cached.comments(postID: 1)?.first?.name == "from [redacted]")
      let catalogCopy = RepoCatalogStore(database: copy)
      let repos = try catalogCopy.search(.init(), limit: 10, offset: 0).repos
      #expect(Set(repos.map(\.description)) == ["uses [redacted] inside", "harmless"])
      #expect(try catalogCopy.search(.init(words: ["redacted"]), limit: 10, offset: 0).repos.count == 1)
      #expect(try HTTPCacheStore(database: copy).bodyBytes() == 0)
    }
  }
}
