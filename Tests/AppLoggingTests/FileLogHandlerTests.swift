import AppLogging
import Foundation
import Logging
import Privacy
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
      FileLogHandler(
        label: label, file: file, level: .trace,
        redactor: Redactor(secrets: ["ghp_abc123", "bob:hunter22"], redactsAuthorization: true))
    }

    logger.info("token ghp_abc123 used", metadata: ["authorization": "Bearer xyz789"])
    logger.info("GET https://bob:hunter22@example.com/posts and https://eve:secret99@other.example")
    logger.info("multi\nline")
    file.close()

    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("ghp_abc123"))
    #expect(!text.contains("xyz789"))
    #expect(!text.contains("hunter22") && !text.contains("secret99"), "a URL's password, configured or not")
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

  /// A link planted as the log in the data folder would have the app append to any file the
  /// user can write.
  @Test func theLogIsNeverWrittenThroughALink() throws {
    let directory = try TemporaryDirectory()
    let target = directory.path + "/.profile"
    _ = FileManager.default.createFile(atPath: target, contents: Data("export PATH\n".utf8))
    let path = directory.path + "/reactor-demo.log"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(throws: (any Error).self) { try LogFile(path: path) }
    #expect(FileManager.default.contents(atPath: target) == Data("export PATH\n".utf8))
  }

  @Test func anExistingLogOthersCouldReadBecomesTheOwnersAlone() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/reactor-demo.log"
    _ = FileManager.default.createFile(atPath: path, contents: Data("earlier\n".utf8))
    chmod(path, 0o644)
    let file = try LogFile(path: path)
    file.close()
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    #expect(FileManager.default.contents(atPath: path) == Data("earlier\n".utf8))
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
