import Dispatch
import Foundation
import Models
import Storage
import Synchronization
import Testing

/// Two running instances edit the profile at once, each through its own connection.
@Suite("ProfileStore: concurrent edits")
struct ProfileStoreRaceTests {
  @Test("an edit made while another is being saved waits, then builds on it: neither is lost")
  func twoConnectionsRacing() throws {
    try TemporaryDirectory.run { directory in
      let first = ProfileStore(database: try AppDatabase.open(directory: directory))
      let second = ProfileStore(database: try AppDatabase.open(directory: directory))
      try first.save(Fixtures.profile("Ada", born: "1990-05-17"))
      let newBirthdate = try #require(CalendarDate(iso: "1985-12-09"))
      let secondSaw = Mutex<Profile?>(nil)
      let secondDone = DispatchSemaphore(value: 0)

      try first.update(from: .default) { profile in
        // The other instance renames while this edit holds the write transaction.
        DispatchQueue.global().async {
          _ = try? second.update(from: .default) { profile in
            secondSaw.withLock { $0 = profile }
            profile.name = "Grace"
          }
          secondDone.signal()
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(secondSaw.withLock { $0 } == nil, "the second edit waits for the lock")
        profile.birthdate = newBirthdate
      }
      #expect(secondDone.wait(timeout: .now() + 10) == .success)

      #expect(secondSaw.withLock { $0 } == Profile(name: "Ada", birthdate: newBirthdate))
      #expect(try first.load() == Profile(name: "Grace", birthdate: newBirthdate))
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
