import Foundation
import Privacy
import Testing

/// Private files and folders; the modes under a restrictive and a permissive umask are checked
/// end to end (`PrivateFilesTests`), in a child process whose umask can be set.
@Suite struct PrivateFileTests {
  static func inDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PrivateFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory.path)
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  @Test func anExistingFileOthersCouldReadIsClosedToThemBeforeItIsWritten() throws {
    try Self.inDirectory { folder in
      let path = folder + "/run.session"
      _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
      chmod(path, 0o666)
      let descriptor = try PrivateFile.open(path, followsLinks: true)
      close(descriptor)
      #expect(Self.mode(path) == 0o600)
      #expect(FileManager.default.contents(atPath: path) == Data("old".utf8), "truncating is the caller's")
    }
  }

  @Test func aLinkIsFollowedOnlyWhenAsked() throws {
    try Self.inDirectory { folder in
      let target = folder + "/elsewhere"
      _ = FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
      let link = folder + "/reactor-demo.log"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      #expect(throws: PrivateFile.OpenError(path: link, reason: "it is a symbolic link")) {
        try PrivateFile.open(link, flags: O_APPEND, followsLinks: false)
      }
      #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
      close(try PrivateFile.open(link, followsLinks: true))
      #expect(Self.mode(target) == 0o600)
    }
  }

  @Test func aFolderAFIFOAndADeviceAreRefusedAsTheyAre() throws {
    try Self.inDirectory { folder in
      let fifo = folder + "/fifo"
      #expect(mkfifo(fifo, 0o644) == 0)
      for path in [folder, fifo, "/dev/null"] {
        #expect(throws: PrivateFile.OpenError(path: path, reason: "it is not a regular file")) {
          try PrivateFile.open(path, followsLinks: true)
        }
      }
      #expect(Self.mode(fifo) == 0o644)
    }
  }

  /// Its owner could read it whatever its mode: a file of another user's is refused (only root
  /// can make one to try this with).
  @Test(.enabled(if: geteuid() == 0)) func aFileOfAnotherUsersIsRefused() throws {
    try Self.inDirectory { folder in
      let path = folder + "/run.session"
      _ = FileManager.default.createFile(atPath: path, contents: nil)
      #expect(chown(path, 65534, 65534) == 0)
      #expect(
        throws: PrivateFile.OpenError(path: path, reason: "it belongs to another user, who could read it")
      ) {
        try PrivateFile.open(path, followsLinks: true)
      }
    }
  }

  @Test func protectMakesSQLitesFilesPrivateAndCreatesOnlyWhenAsked() throws {
    try Self.inDirectory { folder in
      let database = folder + "/reactor-demo.sqlite"
      try PrivateFile.protect(database, creating: false)
      #expect(!FileManager.default.fileExists(atPath: database))
      try PrivateFile.protect(database, creating: true)
      #expect(Self.mode(database) == 0o600)
      _ = FileManager.default.createFile(atPath: database + "-wal", contents: nil)
      chmod(database + "-wal", 0o644)
      try PrivateFile.protect(database + "-wal", creating: false)
      #expect(Self.mode(database + "-wal") == 0o600)
    }
  }

  @Test func aNewFolderIsTheOwnersAlone() throws {
    try Self.inDirectory { folder in
      let data = folder + "/share/reactor-demo"
      try PrivateFolder.create(data)
      #expect(Self.mode(data) == 0o700)
      #expect(PrivateFolder.warning(about: data) == nil)
      let scratch = try PrivateFolder.temporary()
      defer { try? FileManager.default.removeItem(at: scratch) }
      #expect(Self.mode(scratch.path) == 0o700)
    }
  }

  @Test func aFolderOthersCanWriteToGetsOneWarningNamingTheFix() throws {
    try Self.inDirectory { folder in
      let data = folder + "/data"
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      chmod(data, 0o777)
      let warning = try #require(PrivateFolder.warning(about: data))
      #expect(warning.contains("mode 777"))
      #expect(warning.hasSuffix("run chmod 700 \(data)"))
      chmod(data, 0o755)
      #expect(PrivateFolder.warning(about: data) == nil, "readable is the user's choice; writable is not")
    }
  }

  /// The owner decides what the owner may do: only the group's and others' bits are taken away.
  @Test(
    arguments: [
      (0o644, 0o600), (0o640, 0o600), (0o4755, 0o700), (0o400, 0o400), (0o444, 0o400), (0o200, 0o200),
    ] as [(mode_t, mode_t)])
  func onlyOthersAccessIsTakenAway(before: mode_t, after: mode_t) throws {
    try Self.inDirectory { folder in
      let path = folder + "/reactor-demo.sqlite"
      _ = FileManager.default.createFile(atPath: path, contents: Data("kept".utf8))
      chmod(path, before)
      try PrivateFile.protect(path, creating: false)
      #expect(Self.mode(path) == after)
      chmod(path, 0o600)
      #expect(FileManager.default.contents(atPath: path) == Data("kept".utf8))
    }
  }

  @Test func aReadOnlyFileOrFolderIsNamedWithItsMode() throws {
    try Self.inDirectory { folder in
      let path = folder + "/reactor-demo.sqlite"
      _ = FileManager.default.createFile(atPath: path, contents: nil)
      #expect(PrivateFile.readOnlyReason(path) == nil)
      #expect(PrivateFolder.readOnlyReason(folder) == nil)
      chmod(path, 0o400)
      chmod(folder, 0o500)
      defer { chmod(folder, 0o700) }
      #expect(PrivateFile.readOnlyReason(path) == "the file is read-only (mode 400)")
      #expect(PrivateFolder.readOnlyReason(folder) == "the folder \(folder) is read-only (mode 500)")
      #expect(PrivateFile.readOnlyReason(folder + "/missing") == nil)
    }
  }
}
