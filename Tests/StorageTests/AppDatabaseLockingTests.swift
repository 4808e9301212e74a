import Dispatch
import Foundation
import GRDB
import Models
import Storage
import StorageTesting
import Synchronization
import Testing

@Suite("AppDatabase: a locked file")
struct AppDatabaseLockingTests {
  @Test("a write waits for the busy timeout, reports locked, saves nothing, and works once released")
  func lockedWrite() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory, busyTimeout: .milliseconds(100))
      let store = ProfileStore(database: database)
      try store.save(Fixtures.profile("Before"))

      let holder = try LockHolder(path: database.path)
      let clock = ContinuousClock()
      let start = clock.now
      #expect(throws: StorageError.locked(path: database.path)) {
        try store.save(Fixtures.profile("During"))
      }
      #expect(clock.now - start >= .milliseconds(90))
      // WAL readers are not blocked by a writer.
      #expect(try store.load() == Fixtures.profile("Before"))

      try holder.release()
      try store.save(Fixtures.profile("After"))
      #expect(try store.load() == Fixtures.profile("After"))
    }
  }

  /// The busy timeout is a minute, a hang guard here: the lock goes long before. How soon after
  /// the release the write gets through is SQLite's polling and the machine's speed, so what is
  /// checked is that it waited for the release, not how fast it followed it.
  @Test("a write waits while the lock is held and succeeds once it is released")
  func waitsForTheLock() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory, busyTimeout: .seconds(60))
      let store = ProfileStore(database: database)
      let holder = try LockHolder(path: database.path)
      let released = Mutex(false)
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(150)) {
        // Raised first: the write cannot get through before the release that follows.
        released.withLock { $0 = true }
        try? holder.release()
      }
      let clock = ContinuousClock()
      let start = clock.now
      try store.save(Fixtures.profile("Patient"))
      let waited = clock.now - start
      #expect(waited >= .milliseconds(100))
      #expect(released.withLock { $0 }, "the write went through while the lock was held")
      #expect(try store.load() == Fixtures.profile("Patient"))
    }
  }

  @Test("opening a file whose schema needs a writer reports locked, then opens once released")
  func lockedOpen() throws {
    try TemporaryDirectory.run { directory in
      let path = directory.appendingPathComponent("reactor-demo.sqlite").path
      let holder = try LockHolder(path: path)
      #expect(throws: StorageError.locked(path: path)) {
        try AppDatabase.open(directory: directory, busyTimeout: .milliseconds(100))
      }
      try holder.release()
      let database = try AppDatabase.open(directory: directory, busyTimeout: .milliseconds(100))
      try ProfileStore(database: database).save(Fixtures.profile())
      #expect(try ProfileStore(database: database).load() == Fixtures.profile())
    }
  }

  @Test("the locked message names the file and says nothing was changed")
  func lockedMessage() {
    let message = StorageError.locked(path: "/data/reactor-demo.sqlite").description
    #expect(message.contains("/data/reactor-demo.sqlite is locked by another process"))
    #expect(message.contains("nothing was changed"))
  }
}
