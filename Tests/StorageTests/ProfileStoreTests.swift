import Foundation
import GRDB
import Models
import Storage
import Testing

@Suite("ProfileStore")
struct ProfileStoreTests {
  @Test("a new database has no profile; a saved one reads back and a second save replaces it")
  func roundTrip() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let store = ProfileStore(database: database)
      #expect(try store.load() == nil)
      try store.save(Fixtures.profile("Ada", born: "1990-05-17"))
      #expect(try store.load() == Fixtures.profile("Ada", born: "1990-05-17"))
      try store.save(Fixtures.profile("Grace", born: "2024-02-29"))
      #expect(try store.load() == Fixtures.profile("Grace", born: "2024-02-29"))
      let rows = try DatabaseQueue(path: database.path).read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM profile")
      }
      #expect(rows == 1)
    }
  }

  @Test("the profile survives closing and reopening the same folder")
  func persistsAcrossReopen() throws {
    try TemporaryDirectory.run { directory in
      do {
        let database = try AppDatabase.open(directory: directory)
        try ProfileStore(database: database).save(Fixtures.profile("Linus", born: "1969-12-28"))
      }
      let reopened = try AppDatabase.open(directory: directory)
      #expect(try ProfileStore(database: reopened).load() == Fixtures.profile("Linus", born: "1969-12-28"))
    }
  }

  @Test("names with quotes and SQL are stored as data, not run")
  func boundParameters() throws {
    try TemporaryDirectory.run { directory in
      let store = ProfileStore(database: try AppDatabase.open(directory: directory))
      let name = "Robert'); DROP TABLE profile;--"
      try store.save(Fixtures.profile(name))
      #expect(try store.load()?.name == name)
    }
  }

  @Test("a hand-edited impossible birthdate is reported as a read failure")
  func invalidStoredBirthdate() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let store = ProfileStore(database: database)
      try store.save(Fixtures.profile())
      try DatabaseQueue(path: database.path).write { db in
        try db.execute(sql: "UPDATE profile SET birthdate = ?", arguments: ["2023-02-30"])
      }
      #expect(throws: StorageError.readFailed("the saved birthdate 2023-02-30 is not a real date")) {
        try store.load()
      }
    }
  }
}
