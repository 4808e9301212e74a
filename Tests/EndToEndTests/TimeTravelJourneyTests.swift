import Foundation
import Testing

/// Stepping back through the Counter's states, and the run's flow written as JSON Lines.
struct TimeTravelJourneyTests {
  /// The frames of one screen in plain output, in order, each with what was written after it.
  static func frames(titled title: String, in output: String) -> [String] {
    Array(output.components(separatedBy: "── \(title) ").dropFirst())
  }

  @Test func plainModeStepsBackThroughTheCounterAndReturnsToLive() async throws {
    let run = try await DemoBinary.run(["--plain"], input: "counter\nt\n+\n+\n+\n[\n[\n[\n[\n[\n]\nl\nq\n")

    #expect(run.status == 0)
    let frames = Self.frames(titled: "Counter", in: run.output)
    let firstPast = try #require(frames.firstIndex { $0.contains("⏪") })
    #expect(frames[..<firstPast].last?.contains("value: 3") == true, "live value 3 before stepping back")
    let past = Array(frames[firstPast...].prefix { $0.contains("⏪") })
    #expect(past.count == 6, "five steps back, one forward")
    #expect(
      past.first?.contains("⏪ state 12 of 13 · after mutation setLoading(false) · ] forward · l live") == true
    )
    #expect(past.contains { $0.contains("value: 2") })
    #expect(past.last?.contains("⏪ state 9 of 13") == true)
    let last = try #require(frames.last)
    #expect(frames.count == firstPast + past.count + 1, "one live frame after l")
    #expect(last.contains("value: 3"))
    #expect(!last.contains("⏪"))
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test(.timeLimit(.minutes(5)))
  func onATerminalTheArrowsStepAndThePanelMarksTheStateShown() async throws {
    let session = try PseudoTerminalSession(arguments: ["counter", "--trace"])
    try await session.waitFor("value: 0")
    session.type("+")
    try await session.waitFor("increased!")
    session.type("[")
    try await session.waitFor("⏪ state 4 of 5 · after mutation setLoading(false)")
    session.type("\u{1B}[D")
    try await session.waitFor("⏪ state 3 of 5 · after mutation increaseValue")
    try await session.waitFor("›   state: value: 0 → 1")
    session.type("+")
    try await session.waitFor("a past state is shown: [ ] a state · { } an action · l live")
    session.type("\u{1B}[C")
    try await session.waitFor("⏪ state 4 of 5")
    session.type("l")
    try await session.waitUntil("the live frame drawn after the last past one") { output in
      guard let lastPast = output.range(of: "⏪", options: .backwards) else { return false }
      return output[lastPast.upperBound...].contains("value: 1")
    }
    session.type("q")

    #expect(try await session.exit() == 0)
    #expect(!session.output.contains("value: 2"), "the + sent while the past was shown did nothing")
  }

  struct Record: Decodable, Equatable {
    var t: Int
    var screen: String
    var kind: String
    var text: String
  }

  @Test func theTraceFileHoldsTheRunsFlowAsJSONLines() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("flow.jsonl").path
    let token = "ghp_endToEndSecret0123456789"

    let run = try await DemoBinary.run(
      ["--plain", "--offline", "--trace-file", path], input: "counter\n+\n+\n-\nb\n4\nreactorkit\nq\n",
      environment: ["GITHUB_TOKEN": token])

    #expect(run.status == 0)
    let contents = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!contents.contains(token))
    let lines = contents.split(separator: "\n")
    let records = try lines.map { try JSONDecoder().decode(Record.self, from: Data($0.utf8)) }
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object.map { Set($0.keys) } == ["t", "screen", "kind", "text"])
    }
    let version = try await DemoBinary.run(["--version"], input: "").output
    #expect(records.first?.kind == "start")
    #expect(records.first?.text == "reactor-demo \(version.trimmingCharacters(in: .whitespacesAndNewlines))")
    let counterActions = records.filter { $0.screen == "Counter" && $0.kind == "action" }.map(\.text)
    #expect(counterActions == ["action → increase", "action → increase", "action → decrease"])
    #expect(records.contains { $0.screen == "Counter" && $0.text == "state: value: 1 → 2" })
    #expect(
      records.contains { $0.screen == "GitHub Search" && $0.text == "action → updateQuery(\"reactorkit\")" })
    #expect(Set(records.dropFirst().map(\.kind)).isSubset(of: ["action", "mutation", "state", "error"]))
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.t <= $1.t })
  }

  @Test func anUnwritableTraceFileExits78BeforeAnythingStarts() async throws {
    let run = try await DemoBinary.run(
      ["--plain", "--trace-file", "/nonexistent-folder/flow.jsonl"], input: "q\n")

    #expect(run.status == 78)
    #expect(
      run.output.contains(
        "reactor-demo: --trace-file: cannot write '/nonexistent-folder/flow.jsonl': No such file or directory"
      ))
    #expect(!run.output.contains("── reactor-demo"), "no screen was drawn")
  }
}
