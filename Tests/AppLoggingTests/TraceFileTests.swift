import AppLogging
import Foundation
import Privacy
import Testing

struct TraceFileTests {
  func records(at path: String) throws -> [TraceFile.Record] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
      try JSONDecoder().decode(TraceFile.Record.self, from: Data(line.utf8))
    }
  }

  @Test func eachEventIsOneLineOfJSONInOrder() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/trace.jsonl"
    let file = try TraceFile(path: path, redactor: Redactor(secrets: []))

    file.write(screen: "Counter", kind: "action", text: "action → increase")
    file.write(screen: "Counter", kind: "state", text: "state: alert: nil → \"a \\\"quoted\\\"\nline\"")
    file.close()
    file.write(screen: "Counter", kind: "action", text: "after close: dropped")

    let records = try records(at: path)
    #expect(records.map(\.kind) == ["action", "state"])
    #expect(records.map(\.screen) == ["Counter", "Counter"])
    #expect(records[1].text == "state: alert: nil → \"a \\\"quoted\\\"\nline\"")
    #expect(records[0].t >= 0 && records[1].t >= records[0].t)
  }

  @Test func theFirstLineNamesTheVersionThatWroteTheFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/trace.jsonl"
    let file = try TraceFile(path: path, redactor: Redactor(secrets: []), version: "9.8.7")

    file.write(screen: "Counter", kind: "action", text: "action → increase")
    file.close()

    let records = try records(at: path)
    #expect(records.map(\.kind) == ["start", "action"])
    #expect(records.first?.screen == "reactor-demo")
    #expect(records.first?.text == "reactor-demo 9.8.7")
  }

  @Test func theTokenNeverReachesTheFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/trace.jsonl"
    let token = "ghp_secretTokenValue123"
    let file = try TraceFile(path: path, redactor: Redactor(secrets: [token]))

    file.write(screen: "GitHub Search \(token)", kind: "error", text: "error: request with \(token) failed")
    file.close()

    let contents = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!contents.contains(token))
    #expect(try records(at: path).first?.text == "error: request with [redacted] failed")
  }

  @Test func anUnwritablePathSaysWhy() throws {
    let directory = try TemporaryDirectory()
    #expect {
      try TraceFile(path: directory.path + "/missing/trace.jsonl", redactor: Redactor(secrets: []))
    } throws: { error in
      "\(error)"
        == "--trace-file: cannot write '\(directory.path)/missing/trace.jsonl': No such file or directory"
    }
    #expect(throws: TraceFile.OpenError.self) {
      try TraceFile(path: directory.path, redactor: Redactor(secrets: []))
    }
  }

  @Test func anExistingFileIsStartedAfresh() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/trace.jsonl"
    try Data("old run\n".utf8).write(to: URL(fileURLWithPath: path))

    let file = try TraceFile(path: path, redactor: Redactor(secrets: []))
    file.write(screen: "Counter", kind: "action", text: "action → increase")
    file.close()

    #expect(try records(at: path).map(\.text) == ["action → increase"])
  }
}
