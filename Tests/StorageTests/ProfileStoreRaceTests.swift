import Foundation
import Models
import Storage
import StorageTesting
import Testing

/// Two running instances edit the profile at once, each through its own connection.
@Suite("ProfileStore: concurrent edits")
struct ProfileStoreRaceTests {
  @Test(
    "an edit reads the profile only once it holds the write lock: another instance cannot slip in between")
  func theReadWaitsForTheWriteLock() throws {
    try TemporaryDirectory.run { directory in
      // Waiting for the lock longer than this fails the edit.
      let database = try AppDatabase.open(directory: directory, busyTimeout: .milliseconds(1))
      let store = ProfileStore(database: database)
      try store.save(Fixtures.profile("Ada", born: "1990-05-17"))
      // Another instance, in the middle of its own edit.
      let other = try LockHolder(path: database.path)
      var read = false

      #expect(throws: StorageError.self) { try store.update(from: .default) { _ in read = true } }
      #expect(!read, "nothing was read while the other instance held the lock")

      try other.release()
      let saved = try store.update(from: .default) { $0.name = "Grace" }
      #expect(saved == Fixtures.profile("Grace", born: "1990-05-17"))
      #expect(try store.load() == saved)
    }
  }

  @Test("update starts from the given profile when none was saved")
  func updateFromNothing() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let store = ProfileStore(database: database)
      let saved = try store.update(from: Fixtures.profile("Ada", born: "1990-05-17")) { $0.name = "Lin" }
      #expect(saved == Fixtures.profile("Lin", born: "1990-05-17"))
      #expect(try store.load() == saved)
    }
  }
}
