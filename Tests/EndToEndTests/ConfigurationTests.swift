import Foundation
import Testing

struct ConfigurationTests {
  @Test func aBadValueExits78NamingTheKeyAndTheValue() async throws {
    let run = try await DemoBinary.run(
      ["--plain"], input: "q\n", environment: ["REACTOR_DEMO_DATA_SOURCE": "cloud"])

    #expect(run.status == 78)
    #expect(run.output.contains("data.source"))
    #expect(run.output.contains("\"cloud\""))
  }

  /// A configuration file of 50 MiB is refused by its size, in one line naming it, before the
  /// app reads it or starts: exit 78.
  @Test func aHugeConfigurationFileExits78BeforeItIsRead() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
    #expect(truncate(file, 50 << 20) == 0)
    let run = try await DemoBinary.run(["--plain", "--config", file], input: "q\n")

    #expect(run.status == 78)
    #expect(
      run.output.contains(
        "configuration file \(file) cannot be read: it is 50 MiB, and a configuration file may hold at most 1 MiB"
      ),
      "\(run.output)")
    #expect(!run.output.contains("pick one"), "the app did not start")
  }

  @Test func printConfigShowsEffectiveValuesWithTheTokenRedacted() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await DemoBinary.run(
      ["--print-config", "--offline", "--data-dir", directory.path, "--log-level", "debug"], input: "",
      environment: ["GITHUB_TOKEN": "ghp_e2e_secret", "REACTOR_DEMO_POSTS_BASE_URL": "http://127.0.0.1:9/"])

    #expect(run.status == 0)
    #expect(run.output.contains("data.source = offline"))
    #expect(run.output.contains("data.dir = \(directory.path)"))
    #expect(run.output.contains("log.level = debug"))
    #expect(run.output.contains("posts.baseURL = http://127.0.0.1:9"))
    #expect(run.output.contains("github.token = (set, redacted)"))
    #expect(!run.output.contains("ghp_e2e_secret"))
  }

  @Test func theLogGoesToTheDataDirectoryAndNeverToTheScreen() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await DemoBinary.run(
      ["--plain", "--data-dir", directory.path], input: "q\n",
      environment: ["GITHUB_TOKEN": "ghp_e2e_secret"])

    let log = try String(contentsOf: directory.appendingPathComponent("reactor-demo.log"), encoding: .utf8)
    #expect(log.contains("[info] reactor-demo: start mode=plain"))
    #expect(!log.contains("ghp_e2e_secret"))
    #expect(!run.output.contains("[info]"))
  }

  @Test func offlineAndLiveTogetherIsAUsageError() async throws {
    #expect(try await DemoBinary.run(["--offline", "--live"], input: "").status == 64)
  }
}
