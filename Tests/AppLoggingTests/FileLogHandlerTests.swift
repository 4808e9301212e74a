import AppLogging
import Foundation
import Logging
import Testing

struct FileLogHandlerTests {
  @Test func writesLinesAtOrAboveTheLevelToTheFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/logs/reactor-demo.log"
    let file = try LogFile(path: path)
    let logger = Logger(label: "http") { label in
      FileLogHandler(label: label, file: file, level: .info, redactor: Redactor(secrets: []))
    }

    logger.debug("not written")
    logger.info("GET /search", metadata: ["status": "200"])
    logger.error("boom")
    file.close()

    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasSuffix("[info] http: GET /search status=200"))
    #expect(lines[1].hasSuffix("[error] http: boom"))
  }

  @Test func secretsAndCredentialsNeverReachTheFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/reactor-demo.log"
    let file = try LogFile(path: path)
    let logger = Logger(label: "github") { label in
      FileLogHandler(label: label, file: file, level: .trace, redactor: Redactor(secrets: ["ghp_abc123"]))
    }

    logger.info("token ghp_abc123 used", metadata: ["authorization": "Bearer xyz789"])
    logger.info("multi\nline")
    file.close()

    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("ghp_abc123"))
    #expect(!text.contains("xyz789"))
    #expect(text.contains("Bearer [redacted]"))
    #expect(text.contains("multi\\nline"), "one line per message")
  }

  @Test func appendsAcrossRuns() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/reactor-demo.log"
    for run in 1...2 {
      let file = try LogFile(path: path)
      Logger(label: "app") {
        FileLogHandler(label: $0, file: file, level: .info, redactor: Redactor(secrets: []))
      }
      .info("run \(run)")
      file.close()
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("run 1") && text.contains("run 2"))
  }
}

final class TemporaryDirectory {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
