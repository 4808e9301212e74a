import AppLogging
import Foundation
import Privacy
import ReactorCore
import ReactorTracing
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// A password typed on a page never leaves it in clear: not in its frames, live or past, not in
/// the trace panel, not in the trace file.
@MainActor
struct SecretTraceTests {
  @Test func aPasswordShowsAsDotsOnScreenInTheTraceAndInTheTraceFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "secret-trace-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(path: "trace.jsonl").path
    let file = try TraceFile(path: path, redactor: Redactor(secrets: []))
    let screen = RecordingScreen()
    let navigator = Navigator(
      output: screen, traceStyle: .panel(lines: 12),
      tracing: PageTracing { file.write(screen: $0, kind: $1.kind.name, text: $1.text) })
    navigator.push { screen in
      let view = SignInView(screen: screen)
      view.reactor = SignInReactor()
      return view
    }

    for line in ["t", "hunter2", "go", "[", "["] { _ = navigator.handle(.line(line)) }
    file.close()

    let frames = screen.frames.map { $0.render(width: 80, mode: .plain).joined(separator: "\n") }
    #expect(frames.contains { $0.contains("password  •••••••▏") }, "one dot a character: \(frames)")
    #expect(frames.contains { $0.contains("⏪ state 2 of 3") }, "a past frame drawn again")
    #expect(frames.contains { $0.contains("  action → signIn(••••)") }, "the panel")
    #expect(!frames.contains { $0.contains("hunter2") })
    let records = try String(contentsOfFile: path, encoding: .utf8)
    #expect(records.contains("\"text\":\"state: field: ••••, changed\""), "\(records)")
    #expect(records.contains("\"text\":\"state: password: ••••, changed, isSignedIn: false → true\""))
    #expect(!records.contains("hunter2"))
  }
}
