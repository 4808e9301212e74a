import AppConfiguration
import Foundation
import Testing

struct ConfigurationLoaderTests {
  private let home = ["HOME": "/home/ada"]
  private let noFile = "/nonexistent/reactor-demo.json"

  @Test func builtInDefaultsApplyWithoutFileOrEnvironment() async throws {
    let config = try await ConfigurationLoader.load(environment: home, defaultFile: noFile)

    #expect(config.dataSource == .auto)
    #expect(config.dataDirectory == "/home/ada/.local/share/reactor-demo")
    #expect(config.httpTimeout == .seconds(15))
    #expect(config.httpMaxBodyBytes == 10_485_760)
    #expect(config.httpUserAgent == "reactor-demo/\(AppVersion.current)")
    #expect(config.githubBaseURL == "https://api.github.com")
    #expect(config.githubToken == nil)
    #expect(config.imageURLs.count == 5)
    #expect(config.logLevel == .info)
  }

  @Test func anEmptyUserAgentIsTheVersionsOwnAndAnotherOneWins() async throws {
    var environment = home
    environment["REACTOR_DEMO_HTTP_USER_AGENT"] = ""
    let empty = try await ConfigurationLoader.load(environment: environment, defaultFile: noFile)
    #expect(empty.httpUserAgent == "reactor-demo/\(AppVersion.current)")
    environment["REACTOR_DEMO_HTTP_USER_AGENT"] = "my-tool/2"
    let custom = try await ConfigurationLoader.load(environment: environment, defaultFile: noFile)
    #expect(custom.httpUserAgent == "my-tool/2")
  }

  @Test func theCheckedInFileRepeatsTheBuiltInDefaults() async throws {
    let fromFile = try await ConfigurationLoader.load(
      overrides: .init(configPath: Self.checkedInFile), environment: home, defaultFile: noFile)
    let builtIn = try await ConfigurationLoader.load(environment: home, defaultFile: noFile)

    #expect(fromFile == builtIn)
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: Self.checkedInFile)))
    let fileKeys = Set(Self.flatten(json as? [String: Any] ?? [:]))
    #expect(fileKeys == Set(ConfigurationKey.allCases.map(\.rawValue)))
  }

  @Test func fileThenEnvironmentThenFlagsEachWin() async throws {
    let file = try TemporaryFile(
      #"{"data": {"source": "offline"}, "log": {"level": "debug"}, "http": {"timeoutSeconds": 2.5}}"#)
    var environment = home
    let fileOnly = try await ConfigurationLoader.load(
      overrides: .init(configPath: file.path), environment: environment)
    #expect(fileOnly.dataSource == .offline)
    #expect(fileOnly.logLevel == .debug)
    #expect(fileOnly.httpTimeout == .milliseconds(2500))

    environment["REACTOR_DEMO_DATA_SOURCE"] = "live"
    let withEnvironment = try await ConfigurationLoader.load(
      overrides: .init(configPath: file.path), environment: environment)
    #expect(withEnvironment.dataSource == .live)

    let withFlags = try await ConfigurationLoader.load(
      overrides: .init(
        configPath: file.path, dataSource: "offline", dataDirectory: "/tmp/d", logLevel: "error"),
      environment: environment)
    #expect(withFlags.dataSource == .offline)
    #expect(withFlags.dataDirectory == "/tmp/d")
    #expect(withFlags.logLevel == .error)
  }

  @Test func environmentNamesAreUpperSnakeCaseWithThePrefix() async throws {
    let config = try await ConfigurationLoader.load(
      environment: home.merging([
        "REACTOR_DEMO_GITHUB_BASE_URL": "http://127.0.0.1:8080/",
        "REACTOR_DEMO_HTTP_MAX_BODY_BYTES": "1024",
        "REACTOR_DEMO_IMAGES_URLS": "http://a.test/1.png, http://a.test/2.jpg",
        "XDG_DATA_HOME": "/data",
      ]) { $1 },
      defaultFile: noFile)

    #expect(config.githubBaseURL == "http://127.0.0.1:8080")
    #expect(config.httpMaxBodyBytes == 1024)
    #expect(config.imageURLs == ["http://a.test/1.png", "http://a.test/2.jpg"])
    #expect(config.dataDirectory == "/data/reactor-demo")
    #expect(ConfigurationKey.randomUserBaseURL.environmentName == "REACTOR_DEMO_RANDOM_USER_BASE_URL")
  }

  @Test func githubTokenComesFromEitherVariableAndIsNeverPrinted() async throws {
    let plain = try await ConfigurationLoader.load(
      environment: home.merging(["GITHUB_TOKEN": "ghp_secret1"]) { $1 }, defaultFile: noFile)
    #expect(plain.githubToken == "ghp_secret1")

    let prefixed = try await ConfigurationLoader.load(
      environment: home.merging(["GITHUB_TOKEN": "ghp_secret1", "REACTOR_DEMO_GITHUB_TOKEN": "ghp_secret2"]) {
        $1
      },
      defaultFile: noFile)
    #expect(prefixed.githubToken == "ghp_secret2")
    #expect(prefixed.printedLines.contains("github.token = (set, redacted)"))
    #expect(!prefixed.printedLines.joined().contains("ghp_secret"))
  }

  @Test(arguments: [
    ("REACTOR_DEMO_HTTP_TIMEOUT_SECONDS", "abc", "http.timeoutSeconds", "\"abc\""),
    ("REACTOR_DEMO_HTTP_TIMEOUT_SECONDS", "-1", "http.timeoutSeconds", "-1.0"),
    ("REACTOR_DEMO_HTTP_MAX_BODY_BYTES", "lots", "http.maxBodyBytes", "\"lots\""),
    ("REACTOR_DEMO_DATA_SOURCE", "cloud", "data.source", "\"cloud\""),
    ("REACTOR_DEMO_LOG_LEVEL", "loud", "log.level", "\"loud\""),
    ("REACTOR_DEMO_POSTS_BASE_URL", "ftp://example.com", "posts.baseURL", "\"ftp://example.com\""),
    ("REACTOR_DEMO_GITHUB_BASE_URL", "not a url", "github.baseURL", "\"not a url\""),
    (
      "REACTOR_DEMO_IMAGES_URLS", "http://ok.test/a.png,file:///etc/passwd", "images.urls",
      "\"file:///etc/passwd\""
    ),
    (
      "REACTOR_DEMO_HTTP_USER_AGENT", "agent\r\nX-Injected: 1", "http.userAgent", #""agent\r\nX-Injected: 1""#
    ),
    ("GITHUB_TOKEN", "ghp_x\r\nX-Injected: 1", "github.token", "(hidden)"),
  ])
  func aBadValueNamesTheKeyAndTheValue(variable: String, value: String, key: String, shown: String) async {
    await #expect {
      _ = try await ConfigurationLoader.load(
        environment: home.merging([variable: value]) { $1 }, defaultFile: noFile)
    } throws: { error in
      guard case .badValue(let badKey, let badValue, _) = error as? ConfigurationError else { return false }
      return badKey == key && badValue == shown
    }
  }

  @Test func aMissingOrBrokenFileIsReportedByPath() async throws {
    await #expect(throws: ConfigurationError.fileNotFound(path: "/nope.json")) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: "/nope.json"), environment: home)
    }
    let broken = try TemporaryFile("{ not json")
    await #expect {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: broken.path), environment: home)
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? ConfigurationError else { return false }
      return path == broken.path
    }
  }

  /// The shape of an input the config fuzz target tried: a file that is not even UTF-8, with
  /// a token set, is reported by its path, and the message does not show the token.
  @Test func aFileThatIsNotUTF8IsReportedWithoutTheToken() async throws {
    let file = try TemporaryFile(
      bytes: Array(#"{"data": {"source": "LI"#.utf8) + [0xD7] + Array(#""}}"#.utf8))
    let token = "ghp_secret0123456789"
    await #expect {
      _ = try await ConfigurationLoader.load(
        overrides: .init(configPath: file.path), environment: home.merging(["GITHUB_TOKEN": token]) { $1 })
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? ConfigurationError else { return false }
      return path == file.path && !"\(error)".contains(token)
    }
  }

  @Test func printedLinesListEveryKeyOnce() async throws {
    let config = try await ConfigurationLoader.load(environment: home, defaultFile: noFile)
    let keys = config.printedLines.map { $0.components(separatedBy: " = ")[0] }
    #expect(keys == ConfigurationKey.allCases.map(\.rawValue))
    #expect(config.printedLines.contains("http.timeoutSeconds = 15"))
  }

  static let checkedInFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("config/reactor-demo.json").path

  private static func flatten(_ object: [String: Any], prefix: String = "") -> [String] {
    object.flatMap { key, value -> [String] in
      let path = prefix.isEmpty ? key : "\(prefix).\(key)"
      if let nested = value as? [String: Any] { return flatten(nested, prefix: path) }
      return [path]
    }
  }
}

/// A file in a fresh temporary directory, removed when the test ends.
final class TemporaryFile {
  let path: String
  private let directory: URL

  convenience init(_ contents: String) throws {
    try self.init(bytes: Array(contents.utf8))
  }

  init(bytes: [UInt8]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    path = directory.appendingPathComponent("config.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// What a configuration file that is not what the app expects gets: one line each.
@Suite struct ConfigurationFileTests {
  private let home = ["HOME": "/home/ada"]

  /// A typo would leave the token unset without a word; a key far from every known one gets no
  /// guess.
  @Test func anUnknownKeyGetsOneWarningNamingTheNearestKnownKey() async throws {
    let file = try TemporaryFile(
      #"{"github": {"tokn": "ghp_x1234567"}, "log": {"level": "debug"}, "colour": 1}"#)
    var warnings: [String] = []
    let config = try await ConfigurationLoader.load(
      overrides: .init(configPath: file.path), environment: home
    ) {
      warnings.append($0)
    }
    #expect(config.logLevel == .debug)
    #expect(
      warnings == [
        "\(file.path): unknown key \"colour\" is ignored; no key is near it; --print-config lists them",
        "\(file.path): unknown key \"github.tokn\" is ignored; did you mean github.token?",
      ])
  }

  /// A group given a value, and thousands of unknown keys: one line each for the first ten.
  @Test func aGroupGivenAValueAndThousandsOfUnknownKeysGetAFewLines() async throws {
    let keys = (0..<5000).map { #""k\#($0)": 1"# }.joined(separator: ", ")
    let file = try TemporaryFile(#"{"github": 1, "# + keys + "}")
    var warnings: [String] = []
    _ = try await ConfigurationLoader.load(overrides: .init(configPath: file.path), environment: home) {
      warnings.append($0)
    }
    #expect(warnings.count == 11)
    #expect(
      warnings.contains(
        "\(file.path): \"github\" is ignored: it is a group of keys, such as github.baseURL, not a value"))
    #expect(warnings.last == "\(file.path): 4991 more unknown keys are ignored")
  }

  @Test func everyKnownKeyIsKnown() async throws {
    // The file the repository ships, which repeats every default.
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(ConfigurationLoader.defaultFilePath)
    let file = try TemporaryFile(try String(contentsOf: shipped, encoding: .utf8))
    var warnings: [String] = []
    _ = try await ConfigurationLoader.load(overrides: .init(configPath: file.path), environment: home) {
      warnings.append($0)
    }
    #expect(warnings.isEmpty)
  }

  /// A pipe would wait for a writer and a device never end: they are named for what they are.
  @Test(arguments: [("/dev/zero", "a device"), ("/tmp", "a folder")])
  func aConfigThatIsNotARegularFileSaysSo(path: String, kind: String) async {
    await #expect(throws: ConfigurationError.notAFile(path: path, kind: kind)) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: path), environment: home)
    }
  }

  @Test func aPipeAsConfigIsRefusedWithoutWaitingForAWriter() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("config.json").path
    #expect(mkfifo(pipe, 0o600) == 0)
    await #expect(throws: ConfigurationError.notAFile(path: pipe, kind: "a pipe")) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: pipe), environment: home)
    }
    #expect(
      "\(ConfigurationError.notAFile(path: pipe, kind: "a pipe"))"
        == "configuration file \(pipe) is a pipe, not a file: give --config a JSON file")
  }

  /// A file past 1 MiB is refused by its size, before it is read: 50 MiB of spaces (a sparse
  /// file, made in no time) would otherwise be read whole and parsed.
  @Test func aFilePastAMebibyteIsRefusedBeforeItIsRead() async throws {
    let file = try TemporaryFile("{}")
    #expect(truncate(file.path, 50 << 20) == 0)
    let refusal = ConfigurationError.unreadableFile(
      path: file.path, reason: "it is 50 MiB, and a configuration file may hold at most 1 MiB")
    await #expect(throws: refusal) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: file.path), environment: home)
    }
    let justOver = try TemporaryFile("{}")
    #expect(truncate(justOver.path, 1 << 20 + 1) == 0)
    await #expect(
      throws: ConfigurationError.unreadableFile(
        path: justOver.path, reason: "it is 1048577 bytes, and a configuration file may hold at most 1 MiB")
    ) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: justOver.path), environment: home)
    }
  }

  /// A file of exactly 1 MiB is read: a JSON object padded with spaces.
  @Test func aFileOfAMebibyteIsRead() async throws {
    let object = Array(#"{"log": {"level": "debug"}}"#.utf8)
    let file = try TemporaryFile(
      bytes: object + Array(repeating: UInt8(ascii: " "), count: (1 << 20) - object.count))
    let configuration = try await ConfigurationLoader.load(
      overrides: .init(configPath: file.path), environment: home)
    #expect(configuration.logLevel == .debug)
  }

  @Test func invalidUTF8IsNamedAsSuch() async throws {
    let file = try TemporaryFile(
      bytes: Array(#"{"log": {"level": ""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8))
    await #expect(
      throws: ConfigurationError.unreadableFile(
        path: file.path, reason: "it is not UTF-8 text, as JSON must be")
    ) {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: file.path), environment: home)
    }
  }

  @Test func brokenJSONSaysSoInWords() async throws {
    let file = try TemporaryFile(#"{"github": "#)
    await #expect(throws: ConfigurationError.unreadableFile(path: file.path, reason: "it is not valid JSON"))
    {
      _ = try await ConfigurationLoader.load(overrides: .init(configPath: file.path), environment: home)
    }
  }
}

/// Every key that holds URLs is one by its name, and the user and password in any of them are
/// secrets: a new `….baseURL` key whose URLs the configuration forgot to list would be written
/// whole to the log and the session files.
struct ConfigurationURLKeysTests {
  @Test(arguments: ConfigurationKey.allCases.filter(\.isURL))
  func aURLKeysPasswordIsASecret(key: ConfigurationKey) async throws {
    let environment = ["HOME": "/home/ada", key.environmentName: "https://ada:s3cret-pw@example.com/a"]
    let configuration = try await ConfigurationLoader.load(
      environment: environment, defaultFile: "/nonexistent/reactor-demo.json")
    #expect(configuration.urls(of: key).contains("https://ada:s3cret-pw@example.com/a"))
    #expect(configuration.secrets.contains("s3cret-pw"))
  }

  @Test func theURLKeysAreTheBaseURLsAndTheImages() {
    #expect(
      ConfigurationKey.allCases.filter(\.isURL)
        == [.githubBaseURL, .randomUserBaseURL, .postsBaseURL, .imageURLs])
  }
}
