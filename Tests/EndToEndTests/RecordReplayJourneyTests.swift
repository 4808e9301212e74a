import FlyingFox
import Foundation
import HTTPTesting
import SessionRecording
import Testing

/// `--record` then `--replay`: a live GitHub search with a token, against a loopback server,
/// replayed frame for frame once the server is gone, the token nowhere in the file.
@Suite struct RecordReplayJourneyTests {
  @Test func aLiveSearchWithATokenRecordsNoTokenAndReplaysWithTheServerStopped() async throws {
    let token = "ghp_recordedSessionSecret24680"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = directory.appendingPathComponent("search.session").path

    try await SearchServer.with { _, count in
      count == 1
        ? SearchServer.page(names: ["apple/swift", "groue/GRDB.swift"], total: 62, next: 2)
        : SearchServer.page(names: ["vapor/vapor"], total: 62, next: nil)
    } body: { server in
      let run = try await DemoBinary.run(
        [
          "github-search", "--plain", "--live", "--data-dir", directory.appendingPathComponent("data").path,
          "--record", session,
        ],
        input: "swift\nn\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "GITHUB_TOKEN": token])
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("62 repositories · 3 shown"))
      #expect(run.output.contains("session recorded to \(session)"))
      #expect(server.requests.count == 2)
      #expect(server.requests.allSatisfy { $0[header: "Authorization"] == "Bearer \(token)" })
    }

    let bytes = try Data(contentsOf: URL(fileURLWithPath: session))
    #expect(bytes.range(of: Data(token.utf8)) == nil, "the token is not in the session")
    #expect(bytes.range(of: Data("Authorization".utf8)) == nil, "no Authorization header is recorded")

    // The server is stopped: every answer now comes from the session.
    let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.contains("frames match the session"))
    #expect(!replay.output.contains("divergence"))
  }

  /// A URL may hold a comma (here in its query), which `--print-config` also joins the image
  /// list with: the session's header keeps the list whole, and the replay loads it as it was.
  @Test func anImageURLWithACommaReplays() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let (session, _) = try await Self.recordImageLoader(in: folder) { base in
        [base + "/a.png?size=1,2", base + "/b.png"]
      }
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
      #expect(replay.output.contains("frames match the session"))
    }
  }

  /// A URL's user and password are left out of the header and the exchanges, and replaced where
  /// a screen shows the URL (Image Loader shows the one it loads), as the token is.
  @Test func aURLsUserAndPasswordAreNotInTheFile() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let (session, run) = try await Self.recordImageLoader(in: folder) { base in
        [base.replacingOccurrences(of: "http://", with: "http://imageuser:imagepass1@") + "/a.png"]
      }
      #expect(run.output.contains("imageuser:imagepass1@"), "the screen shows the URL it loads")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: session))
      #expect(bytes.range(of: Data("imagepass1".utf8)) == nil, "the password is not in the session")
    }
  }

  /// Records Image Loader, plain and live, loading one image from `urls` (given a refusing
  /// host's root), and returns the session's path and the run.
  private static func recordImageLoader(
    in folder: URL, urls: (_ base: String) -> [String]
  ) async throws -> (String, DemoBinary.Run) {
    let session = folder.appendingPathComponent("images.session").path
    let config = folder.appendingPathComponent("config.json")
    let run = try await RefusedPort.with { refused in
      try JSONEncoder().encode(["images": ["urls": urls(refused.baseURL)]]).write(to: config)
      return try await DemoBinary.run(
        [
          "image-loader", "--plain", "--live", "--config", config.path,
          "--data-dir", folder.appendingPathComponent("data").path, "--record", session,
        ],
        input: "l\nq\n")
    }
    #expect(run.status == 0, "\(run.output)")
    return (session, run)
  }

  /// Ctrl-C in plain mode is a signal, not a key, as are SIGTERM and SIGHUP (a closed terminal
  /// window): the session still says the run ended there, and replays to that end, and the user
  /// is told where it is.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalInPlainModeEndsTheSessionAndItReplays(signal: Int32) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("counter.session").path

    let run = try await DemoBinary.runUntil(
      "value: 2", thenSend: signal,
      arguments: [
        "counter", "--plain", "--data-dir", directory.appendingPathComponent("data").path, "--record", path,
      ],
      input: "+\n+\n")
    #expect(run.status == 128 + signal)
    #expect(run.output.contains("session recorded to \(path)"), "\(run.output)")

    let recorded = try Session.read(path: path)
    #expect(recorded.events.last?.payload == .end(.interrupt))
    let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.contains("frames match the session"))
  }

  /// A session that could not be written whole is not reported as recorded: here its database
  /// cannot be copied when Profile opens it (the temporary folder is missing), so a replay
  /// would start elsewhere.
  @Test func aSessionWithoutItsDatabaseSaysSoAndExits74() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("run.session").path

    let run = try await DemoBinary.run(
      [
        "profile", "--plain", "--offline", "--data-dir", directory.appendingPathComponent("data").path,
        "--record", path,
      ],
      input: "q\n", environment: ["TMPDIR": directory.appendingPathComponent("missing").path])

    #expect(run.status == 74)
    #expect(
      run.output.contains("the session in \(path) is not whole: the database could not be copied into it"))
    #expect(!run.output.contains("session recorded to"))
  }

  /// Plain mode moved on after `--step-timeout` while an image was still coming: the replay
  /// moves on at the same moment of its virtual clock (the timeout is recorded), not when the
  /// wall clock says, so it reads `q` where the recorded run did and draws the same frames.
  @Test func aStepThatTimedOutReplaysAtTheSameMoment() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = folder.appendingPathComponent("slow.session").path
      let png = try ImageLoaderJourneyTests.sample("ocean.png")
      try await LoopbackServer.with([
        (
          "GET /slow.png",
          { _ in
            // Held past the run's end, so `q` is read before the image comes however slow the
            // machine: a 2 s hold once assumed the run would get there sooner.
            try? await Task.sleep(for: LoopbackServer.hangGuard)
            return .make(.ok, body: png)
          }
        )
      ]) { server in
        let run = try await DemoBinary.run(
          [
            "image-loader", "--plain", "--live", "--step-timeout", "0.3", "--data-dir",
            folder.appendingPathComponent("data").path, "--record", path,
          ],
          input: "l\nq\n", environment: ["REACTOR_DEMO_IMAGES_URLS": server.url("/slow.png")])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("240×180 PNG"), "q was read before the image came")
      }
      #expect(try Session.read(path: path).header.stepTimeout == 300)
      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
    }
  }
}
