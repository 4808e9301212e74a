import Foundation
import GRDB
import Models
import Storage
import Testing

/// A database its owner made read-only, or keeps in a read-only folder, is read and never
/// written: its mode, its bytes and the files beside it are as they were, and a change is refused
/// in words. The owner's write bit is read even by root, so these run as root too.
@Suite struct AppDatabaseReadOnlyTests {
  /// A folder holding a database with `profile` saved, closed cleanly.
  static func withSavedProfile<T>(_ profile: Profile, _ body: (URL) throws -> T) throws -> T {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      try ProfileStore(database: database).save(profile)
      database.close()
      return try body(directory)
    }
  }

  /// A folder in `directory` holding a copy of a database taken while it was open, Ada saved
  /// in it: her profile is in the log beside the file alone, as after a kill.
  static func copyWithItsLogFull(in directory: URL) throws -> URL {
    let database = try AppDatabase.open(directory: directory.appendingPathComponent("original"))
    defer { database.close() }
    try ProfileStore(database: database).save(Fixtures.profile("Ada", born: "1990-05-17"))
    let copy = directory.appendingPathComponent("copy")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(
        atPath: database.path + suffix,
        toPath: copy.appendingPathComponent(AppDatabase.fileName + suffix).path)
    }
    return copy
  }

  /// Every file in `directory`, with its mode and its bytes.
  static func files(in directory: URL) throws -> [String: (mode: mode_t, bytes: Data?)] {
    var files: [String: (mode: mode_t, bytes: Data?)] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      let path = directory.appendingPathComponent(name).path
      var status = stat()
      _ = lstat(path, &status)
      chmod(path, status.st_mode | 0o400)
      files[name] = (status.st_mode & 0o7777, FileManager.default.contents(atPath: path))
      chmod(path, status.st_mode & 0o7777)
    }
    return files
  }

  static func expectUnchanged(
    _ before: [String: (mode: mode_t, bytes: Data?)], _ after: [String: (mode: mode_t, bytes: Data?)]
  ) {
    #expect(Set(after.keys) == Set(before.keys), "no file is added beside it, none removed")
    for (name, file) in before {
      #expect(after[name]?.mode == file.mode, "\(name) keeps its mode")
      #expect(after[name]?.bytes == file.bytes, "\(name) keeps its bytes")
    }
  }

  @Test func aFileItsOwnerMadeReadOnlyShowsTheProfileAndRefusesAnEdit() throws {
    let ada = Fixtures.profile("Ada", born: "1990-05-17")
    try Self.withSavedProfile(ada) { directory in
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      chmod(path, 0o400)
      let before = try Self.files(in: directory)

      let database = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
      #expect(database.readOnlyReason == "the file is read-only (mode 400)")
      let store = ProfileStore(database: database)
      #expect(try store.load() == ada)
      let refusal = StorageError.readOnly(path: path, reason: "the file is read-only (mode 400)")
      #expect(throws: refusal) { try store.update(from: .default) { $0.name = "Grace" } }
      #expect(throws: refusal) { try store.save(Fixtures.profile("Grace", born: "2024-02-29")) }
      #expect(
        refusal.description == "the database \(path) can only be read: the file is read-only (mode 400)")
      database.close()

      Self.expectUnchanged(before, try Self.files(in: directory))
    }
  }

  @Test func aFolderItsOwnerMadeReadOnlyKeepsItsModeAndEveryFile() throws {
    let ada = Fixtures.profile("Ada", born: "1990-05-17")
    try Self.withSavedProfile(ada) { directory in
      chmod(directory.path, 0o500)
      defer { chmod(directory.path, 0o700) }
      let before = try Self.files(in: directory)

      let database = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
      let reason = "the folder \(directory.path) is read-only (mode 500)"
      #expect(database.readOnlyReason == reason)
      let store = ProfileStore(database: database)
      #expect(try store.load() == ada)
      #expect(throws: StorageError.readOnly(path: database.path, reason: reason)) {
        try store.update(from: .default) { $0.birthdate = CalendarDate(year: 2001, month: 2, day: 3)! }
      }
      let posts = PostsCacheStore(database: database)
      #expect(throws: StorageError.readOnly(path: database.path, reason: reason)) {
        try posts.replace(with: [], fetchedAt: Date(timeIntervalSince1970: 0))
      }
      database.close()

      var status = stat()
      _ = stat(directory.path, &status)
      #expect(status.st_mode & 0o7777 == 0o500)
      Self.expectUnchanged(before, try Self.files(in: directory))
    }
  }

  @Test func aReadOnlyFolderWithoutADatabaseSaysThereIsNothingToRead() throws {
    try TemporaryDirectory.run { directory in
      chmod(directory.path, 0o500)
      defer { chmod(directory.path, 0o700) }
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      #expect(
        throws: StorageError.cannotOpen(
          path: path,
          reason: "the folder \(directory.path) is read-only (mode 500), and there is no database there yet")
      ) {
        try AppDatabase.open(directory: directory)
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files.isEmpty)
    }
  }

  /// A copy taken while another connection was still writing holds its last change only in the
  /// log beside it: that change is read too, not the file alone.
  @Test func aReadOnlyFileLeftWithItsLogShowsTheLogsChange() throws {
    try TemporaryDirectory.run { directory in
      let copy = try Self.copyWithItsLogFull(in: directory)
      let copiedPath = copy.appendingPathComponent(AppDatabase.fileName).path
      chmod(copiedPath, 0o400)

      let readOnly = try AppDatabase.open(directory: copy)
      #expect(readOnly.readOnlyReason != nil)
      #expect(try ProfileStore(database: readOnly).load() == Fixtures.profile("Ada", born: "1990-05-17"))
      readOnly.close()
    }
  }

  /// The same copy in a read-only folder: its log cannot be read without writing beside it, so
  /// it is refused with what to do, and nothing is added to the folder.
  @Test func aReadOnlyFolderHoldingALogLeftFullSaysWhatToDo() throws {
    try TemporaryDirectory.run { directory in
      let copy = try Self.copyWithItsLogFull(in: directory)
      chmod(copy.path, 0o500)
      defer { chmod(copy.path, 0o700) }
      let before = try Self.files(in: copy)

      let path = copy.appendingPathComponent(AppDatabase.fileName).path
      #expect(
        throws: StorageError.cannotOpen(
          path: path,
          reason:
            "its last changes are still in reactor-demo.sqlite-wal, which cannot be read without writing "
            + "beside it, but the folder \(copy.path) is read-only (mode 500): make the folder writable for one "
            + "run of the app")
      ) {
        try AppDatabase.open(directory: copy)
      }
      Self.expectUnchanged(before, try Self.files(in: copy))
    }
  }

  /// A file SQLite keeps beside the database, made read-only, makes it read-only too, named.
  @Test func aReadOnlyFileBesideItIsNamed() throws {
    let ada = Fixtures.profile("Ada", born: "1990-05-17")
    try Self.withSavedProfile(ada) { directory in
      let shm = directory.appendingPathComponent(AppDatabase.fileName + "-shm").path
      if !FileManager.default.fileExists(atPath: shm) {
        _ = FileManager.default.createFile(atPath: shm, contents: nil)
      }
      chmod(shm, 0o400)
      let database = try AppDatabase.open(directory: directory)
      defer { database.close() }
      #expect(
        database.readOnlyReason == "the file beside it, reactor-demo.sqlite-shm, is read-only (mode 400)")
      #expect(try ProfileStore(database: database).load() == ada)
    }
  }

  /// Read-only is the owner's choice; others' access is still taken away.
  @Test func othersAccessToAReadOnlyDatabaseIsStillTakenAway() throws {
    try Self.withSavedProfile(Fixtures.profile()) { directory in
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      for (before, after) in [(0o644, 0o600), (0o444, 0o400)] as [(mode_t, mode_t)] {
        chmod(path, before)
        chmod(directory.path, 0o500)
        defer { chmod(directory.path, 0o700) }
        let database = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
        database.close()
        #expect(try Self.files(in: directory)[AppDatabase.fileName]?.mode == after)
      }
    }
  }

  /// A recorded session keeps a copy of what its screens showed, from a read-only database too.
  @Test func aReadOnlyDatabaseCanBeCopied() throws {
    let ada = Fixtures.profile("Ada", born: "1990-05-17")
    try Self.withSavedProfile(ada) { directory in
      chmod(directory.appendingPathComponent(AppDatabase.fileName).path, 0o400)
      let database = try AppDatabase.open(directory: directory)
      defer { database.close() }
      try TemporaryDirectory.run { elsewhere in
        try database.snapshot(to: elsewhere.appendingPathComponent(AppDatabase.fileName).path)
        let copy = try AppDatabase.open(directory: elsewhere)
        #expect(copy.readOnlyReason == nil)
        #expect(try ProfileStore(database: copy).load() == ada)
        copy.close()
      }
    }
  }
}
