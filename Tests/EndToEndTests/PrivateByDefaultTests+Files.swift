import Foundation
import Testing

/// The files and folders the app writes are its user's alone, whatever the umask, and never
/// another file by way of a link or a name.
extension PrivateByDefaultTests {
  /// The modes of everything the app writes: a restrictive and a permissive umask give the same,
  /// and files that existed, open to everyone, are closed to others before they are written.
  @Test(arguments: ["000", "077"])
  func theDataFolderAndEveryFileAreTheOwnersAloneWhateverTheUmask(umask: String) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("share/reactor-demo").path
      let trace = folder.appendingPathComponent("flow.jsonl").path
      let session = folder.appendingPathComponent("profile.session").path
      for path in [trace, session] {
        _ = FileManager.default.createFile(atPath: path, contents: Data("earlier".utf8))
        chmod(path, 0o666)
      }
      let run = try await Command.run(
        "/bin/sh",
        [
          "-c", "umask \(umask) && exec \"$0\" \"$@\"", DemoBinary.url.path, "profile", "--plain",
          "--offline",
          "--data-dir", data, "--trace-file", trace, "--record", session,
        ],
        input: "q\n", environment: ["XDG_DATA_HOME": folder.path])
      #expect(run.status == 0, "\(run.output)")
      #expect(Self.mode(data) == 0o700)
      #expect(Self.mode(folder.appendingPathComponent("share").path) == 0o700, "its missing parent too")
      let files = try FileManager.default.contentsOfDirectory(atPath: data)
      #expect(files.contains("reactor-demo.sqlite") && files.contains("reactor-demo.log"), "\(files)")
      for file in files {
        #expect(Self.mode("\(data)/\(file)") == 0o600, "\(file)")
      }
      #expect(Self.mode(trace) == 0o600)
      #expect(Self.mode(session) == 0o600)
      #expect(!run.output.contains("warning"), "\(run.output)")
    }
  }

  /// The XDG Base Directory spec's folders are `0700` when the app makes them: under umask 000,
  /// a missing `$XDG_DATA_HOME` and its missing parents are made the owner's alone; a parent
  /// that was there is left as it was.
  @Test func missingParentsOfTheDataFolderAreTheOwnersAloneUnderUmask000() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      chmod(folder.path, 0o755)
      let home = folder.appendingPathComponent("home/.local/share")
      let run = try await Command.run(
        "/bin/sh", ["-c", "umask 000 && exec \"$0\" \"$@\"", DemoBinary.url.path, "counter", "--plain"],
        input: "q\n", environment: ["XDG_DATA_HOME": home.path])
      #expect(run.status == 0, "\(run.output)")
      for made in ["home", "home/.local", "home/.local/share", "home/.local/share/reactor-demo"] {
        #expect(Self.mode(folder.appendingPathComponent(made).path) == 0o700, "\(made)")
      }
      #expect(Self.mode(folder.path) == 0o755, "an existing parent is left as it was")
    }
  }

  /// While the app runs, SQLite's `-wal` and `-shm` exist too: they take the database's mode.
  @Test(.timeLimit(.minutes(5)))
  func theDatabasesCompanionFilesArePrivateWhileTheAppRuns() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let app = try PseudoTerminalSession(arguments: ["profile", "--offline", "--data-dir", data])
      // The profile shown was read through the database's writer, which made the companions.
      try await app.waitFor("birthdate  2000-01-01")
      let files = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains("sqlite") }
      #expect(Set(files) == ["reactor-demo.sqlite", "reactor-demo.sqlite-wal", "reactor-demo.sqlite-shm"])
      for file in files {
        #expect(Self.mode("\(data)/\(file)") == 0o600, "\(file)")
      }
      app.type("q")
      #expect(try await app.exit() == 0)
    }
  }

  /// A data folder others can write to (or that is not the user's) gets one line naming the fix.
  @Test func aDataFolderOthersCanWriteToGetsOneWarningLineNamingTheFix() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("shared").path
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      chmod(data, 0o777)
      let run = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data], input: "q\n")
      #expect(run.status == 0, "\(run.output)")
      let warnings = run.output.split(separator: "\n").filter { $0.contains("warning") }
      #expect(
        warnings == [
          "reactor-demo: warning: the data folder \(data) can be written by other users (mode 777), who could replace the database or plant links in it: run chmod 700 \(data)"
        ])
    }
  }

  /// A link planted as the log would have the app append to any file the user can write: it is
  /// not followed, and the app runs without its log, saying so.
  @Test func aLinkPlantedAsTheLogIsNotFollowed() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      chmod(data, 0o700)
      let target = folder.appendingPathComponent("bashrc").path
      _ = FileManager.default.createFile(atPath: target, contents: Data("alias ls='ls'\n".utf8))
      try FileManager.default.createSymbolicLink(
        atPath: data + "/reactor-demo.log", withDestinationPath: target)
      let run = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data], input: "+\nq\n")
      #expect(run.status == 0, "\(run.output)")
      #expect(FileManager.default.contents(atPath: target) == Data("alias ls='ls'\n".utf8))
      #expect(run.output.contains("no log file"), "\(run.output)")
    }
  }

  /// A trace or a session named as the app's own database or log is refused: it would empty it.
  @Test func theAppsOwnFilesAreNeverWrittenOverByATraceOrASession() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      // The profile is read from the database, which the run creates.
      let first = try await DemoBinary.run(
        ["profile", "--plain", "--offline", "--data-dir", data], input: "q\n")
      #expect(first.status == 0, "\(first.output)")
      let database = data + "/reactor-demo.sqlite"
      let before = try Data(contentsOf: URL(fileURLWithPath: database))
      let trace = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data, "--trace-file", database], input: "q\n")
      #expect(trace.status == 78, "\(trace.output)")
      let log = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data, "--record", data + "/reactor-demo.log"],
        input: "q\n")
      #expect(log.status == 78 && log.output.contains("it is the app's log"), "\(log.output)")
      // SQLite would read a file standing there as its rollback journal, and refuse to write.
      let journal = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data, "--trace-file", database + "-journal"],
        input: "q\n")
      #expect(journal.status == 78, "\(journal.output)")
      // A replay reads no configuration, and one that would not load still names the folders.
      let unloadable = try await DemoBinary.run(
        ["--replay", ReplayEdgeTests.counter, "--trace-file", database], input: "",
        environment: ["REACTOR_DEMO_DATA_DIR": data, "REACTOR_DEMO_HTTP_TIMEOUT_SECONDS": "abc"])
      #expect(unloadable.status == 78, "\(unloadable.output)")
      let rerecord = try await DemoBinary.run(
        ["--replay", ReplayEdgeTests.counter, "--record", database], input: "",
        environment: ["REACTOR_DEMO_DATA_DIR": data])
      #expect(
        rerecord.status == 78 && rerecord.output.contains("it is the app's database"), "\(rerecord.output)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
  }

  /// A named pipe no one writes to is read as an empty file, not waited on.
  @Test(.timeLimit(.minutes(5)))
  func aReplayOfAPipeNoOneWritesToEnds() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let pipe = folder.appendingPathComponent("session.fifo").path
      #expect(mkfifo(pipe, 0o600) == 0)
      let replay = try await DemoBinary.run(["--replay", pipe, "--check"], input: "")
      #expect(replay.status == 65, "\(replay.output)")
    }
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }
}

/// The owner decides: a data folder made read-only is read, shown, and never written.
extension PrivateByDefaultTests {
  /// Root ignores modes, so the app reads its owner's write bit as the wish it is: this runs
  /// the same as root or as the folder's owner.
  @Test func aReadOnlyDataFolderShowsTheProfileRefusesAnEditAndWritesNothing() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let saved = try await DemoBinary.run(
        ["profile", "--plain", "--offline", "--data-dir", data], input: "e\n1990-05-17\ndone\nq\n")
      #expect(saved.status == 0, "\(saved.output)")
      chmod(data, 0o500)
      defer { chmod(data, 0o700) }
      let before = try Self.listing(data)

      let run = try await DemoBinary.run(
        ["profile", "--plain", "--offline", "--data-dir", data], input: "e\n2001-02-03\ndone\nq\n")

      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("birthdate  1990-05-17"), "the stored profile shows")
      let database = "\(data)/reactor-demo.sqlite"
      #expect(
        run.output.contains(
          "could not save the birthdate: the database \(database) can only be read: "
            + "the folder \(data) is read-only (mode 500)"), "\(run.output)")
      #expect(try Self.listing(data) == before, "no file added, changed or touched")
      #expect(Self.mode(data) == 0o500)
    }
  }

  /// Each file in `folder` with its mode, size and time of last change.
  static func listing(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { name in
      var status = stat()
      _ = lstat("\(folder)/\(name)", &status)
      return
        "\(name) \(String(status.st_mode & 0o7777, radix: 8)) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
  }
}
