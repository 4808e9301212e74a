import AppComposition
import CaseStudyKit
import Foundation
import SessionRecording
import Testing

/// The recorded sessions in `Tests/Sessions`, each replayed by the built binary with `--check`:
/// every frame must come out as it was recorded, with no network (the live ones were recorded
/// against a loopback server that is not running now).
@Suite struct GoldenSessionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sessions")

  static var sessions: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".session") }.sorted()
  }

  @Test func theFolderHoldsTheMenusSessionAndOneForEachCaseStudy() {
    #expect(Self.sessions.contains("menu.session"), "Tests/Sessions/menu.session")
    for caseStudy in CompositionRoot.caseStudies {
      #expect(
        Self.sessions.contains { $0.hasPrefix("\(caseStudy.name).") || $0.hasPrefix("\(caseStudy.name)-") },
        "no session in Tests/Sessions/ starts with \(caseStudy.name)")
    }
  }

  /// A session travels, so its header names no folder of the machine it was recorded on.
  @Test(arguments: sessions)
  func namesNoFolderOfTheMachineItWasRecordedOn(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let header = String(text.prefix { $0 != "\n" })
    #expect(header.contains(#""data.dir = (not recorded)""#), "\(header)")
    for folder in ["/tmp/", "/home/", "/root/", "/Users/", "/var/"] {
      #expect(!header.contains(folder), "\(name) names \(folder)")
    }
  }

  @Test(arguments: sessions)
  func replaysFrameForFrame(_ name: String) async throws {
    let path = Self.folder.appendingPathComponent(name).path
    let run = try await DemoBinary.run(["--replay", path, "--check"], input: "")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("frames match the session"), "\(run.output)")
  }

  /// Keys pasted on a terminal, replayed 50 times: each replay draws the same frames, the
  /// recorded ones, whatever else the machine is doing.
  ///
  /// - `counter-burst`: `+++-+-++` within 3 ms; eight half-second delays fall due within the
  ///   same few milliseconds.
  /// - `image-loader-burst`: `l` six times offline; each bundled image is read and decoded as
  ///   keys arrive, and some are taken between two keys, others after all of them.
  /// - `home-burst`: Home and back eight times, keys 4 ms apart offline; the database's reads and
  ///   the sample's come between keys, or after the visit is left.
  @Test(arguments: ["counter-burst.session", "image-loader-burst.session", "home-burst.session"])
  func aBurstOfKeysReplaysTheSameFramesEveryTime(_ name: String) async throws {
    let path = Self.folder.appendingPathComponent(name).path
    var outcomes: [String: Int] = [:]
    for _ in 0..<50 {
      let run = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
      outcomes[run.status == 0 ? "match" : last, default: 0] += 1
    }
    #expect(outcomes == ["match": 50])
  }

  /// Three features with answers that outlive their screens, under a half-second step timeout,
  /// replayed 50 times, eight at once: every replay matches the recorded frames, and every
  /// printed replay draws the same output. Before a replay waited for the app to read each line,
  /// three of eight such replays failed and five never ended.
  @Test(.timeLimit(.minutes(5)))
  func slowAnswersAcrossThreeFeaturesReplayAlikeFiftyTimesEightAtOnce() async throws {
    let path = Self.folder.appendingPathComponent("three-features-slow-answers.session").path
    let runs = try await withThrowingTaskGroup(of: (check: DemoBinary.Run, shown: DemoBinary.Run).self) {
      group in
      var runs: [(check: DemoBinary.Run, shown: DemoBinary.Run)] = []
      for index in 0..<50 {
        if index >= 8, let run = try await group.next() { runs.append(run) }
        group.addTask {
          let check = try await DemoBinary.run(["--replay", path, "--check"], input: "")
          // Under AddressSanitizer the run ends with how often each leak suppression was used,
          // which varies with what was alive at exit: not the replay's output.
          let sanitizer = ProcessInfo.processInfo.environment["LSAN_OPTIONS"].map {
            ["LSAN_OPTIONS": $0 + ":print_suppressions=0"]
          }
          let shown = try await DemoBinary.run(["--replay", path], input: "", environment: sanitizer ?? [:])
          return (check, shown)
        }
      }
      for try await run in group { runs.append(run) }
      return runs
    }
    let failed = runs.map(\.check).filter { $0.status != 0 || !$0.output.contains("all 14 frames match") }
    #expect(failed.isEmpty, "\(failed.count) of 50 differ; the first: \(failed.first?.output ?? "")")
    #expect(Set(runs.map(\.shown.status)) == [0])
    #expect(Set(runs.map(\.shown.output)).count == 1, "every printed replay draws the same frames")
  }

  /// What a change to Counter's `reduce` (`increaseValue` adding 2) draws differs from what the
  /// session recorded: the check names the first frame that differs, its time, screen and line.
  /// A test cannot change the reducer inside the binary it runs, so this changes the recorded
  /// frames; `.ci/deep` changes the reducer itself, builds, and expects the same failure.
  @Test func aSessionWhoseFramesNoLongerMatchFailsNamingTheFrame() async throws {
    // The frames as a Counter adding 2 per press would have drawn them, recorded as if they
    // were what the user saw: replaying today's Counter must now disagree with them.
    let (run, frame) = try await Self.checkCounter(changing: "  value: 1", to: "  value: 2")
    #expect(run.status == 1)
    #expect(run.output.contains("frame \(frame.number) at "), "\(run.output)")
    #expect(run.output.contains("on Counter differs at line"), "\(run.output)")
    #expect(run.output.contains("replayed:   value: 1"), "\(run.output)")
    #expect(run.output.contains("recorded:   value: 2"), "\(run.output)")
  }

  /// A frame that differs while the step's half-second delay still runs: the check stops the
  /// replay's clock, so the app waiting on it ends, and the check exits 1 rather than waiting
  /// for a clock nothing moves any more.
  @Test(.timeLimit(.minutes(5)))
  func aFrameThatDiffersMidStepEndsTheCheck() async throws {
    let (run, frame) = try await Self.checkCounter(
      changing: "  value: 0", to: "  value: 9", inFrameWith: "working")
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("frame \(frame.number) at "), "\(run.output)")
    #expect(run.output.contains("recorded:   value: 9"), "\(run.output)")
  }

  /// `counter.session`'s first frame that shows `line` (and `also`, when given), changed to show
  /// `replacement` instead, then checked.
  private static func checkCounter(
    changing line: String, to replacement: String, inFrameWith also: String? = nil
  ) async throws -> (DemoBinary.Run, FrameRecord) {
    let original = try String(contentsOf: folder.appendingPathComponent("counter.session"), encoding: .utf8)
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var changed: FrameRecord?
    for (index, text) in lines.enumerated().dropFirst() where !text.isEmpty && changed == nil {
      var event = try JSONDecoder().decode(SessionEvent.self, from: Data(text.utf8))
      guard case .frame(let frame) = event.payload, frame.lines.contains(line),
        also.map({ also in frame.lines.contains { $0.contains(also) } }) ?? true
      else { continue }
      let edited = FrameRecord(
        number: frame.number, screen: frame.screen, lines: frame.lines.map { $0 == line ? replacement : $0 })
      event.payload = .frame(edited)
      lines[index] = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
      changed = edited
    }
    let frame = try #require(changed)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("changed.session").path
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return (try await DemoBinary.run(["--replay", path, "--check"], input: ""), frame)
  }

  @Test func aFileThatIsNotASessionExits65InOneSentence() async throws {
    let run = try await DemoBinary.run(["--replay", #filePath, "--check"], input: "")
    #expect(run.status == 65)
    #expect(
      run.output
        == "reactor-demo: \(#filePath) is not a reactor-demo session: its first line is not a session header.\n"
    )
  }
}
