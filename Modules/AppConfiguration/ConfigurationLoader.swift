import Configuration
import Foundation

/// Loads the configuration: built-in defaults < JSON file < environment < command-line flags.
public enum ConfigurationLoader {
  /// What command-line flags set; nil leaves the key to the other sources.
  public struct Overrides: Sendable {
    public var configPath: String?
    public var dataSource: String?
    public var dataDirectory: String?
    public var logLevel: String?

    public init(
      configPath: String? = nil, dataSource: String? = nil, dataDirectory: String? = nil,
      logLevel: String? = nil
    ) {
      self.configPath = configPath
      self.dataSource = dataSource
      self.dataDirectory = dataDirectory
      self.logLevel = logLevel
    }
  }

  /// The file read when `--config` is not given, relative to the working directory; when it is
  /// missing the built-in defaults (which it repeats) apply.
  public static let defaultFilePath = "config/reactor-demo.json"

  /// Reads every source and validates every key.
  ///
  /// - Throws: ``ConfigurationError`` naming the key and the value at fault.
  /// - Parameters:
  ///   - defaultFile: the file read when `--config` is not given and it exists.
  ///   - warn: told one line for each key in the file that the app does not know (a typo such as
  ///     `github.tokn` would otherwise leave the token unset without a word).
  public static func load(
    overrides: Overrides = Overrides(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    defaultFile: String = defaultFilePath,
    warn: (String) -> Void = { _ in }
  ) async throws(ConfigurationError) -> AppConfiguration {
    var providers: [any ConfigProvider] = [
      InMemoryProvider(name: "flags", values: flagValues(overrides)),
      EnvironmentVariablesProvider(
        environmentVariables: environment,
        secretsSpecifier: .specific([ConfigurationKey.githubToken.environmentName, "GITHUB_TOKEN"])
      ).prefixKeys(with: "reactorDemo"),
    ]
    if let token = environment["GITHUB_TOKEN"], !token.isEmpty {
      providers.append(
        InMemoryProvider(
          name: "GITHUB_TOKEN",
          values: [key(.githubToken): ConfigValue(.string(token), isSecret: true)]))
    }
    if let file = try await fileProvider(overrides.configPath, defaultFile: defaultFile, warn: warn) {
      providers.append(file)
    }
    providers.append(InMemoryProvider(name: "defaults", values: defaultValues()))

    let reader = ValueReader(config: ConfigReader(providers: providers))
    return try reader.configuration(environment: environment)
  }

  private static func fileProvider(
    _ explicitPath: String?, defaultFile: String, warn: (String) -> Void
  ) async throws(ConfigurationError) -> (any ConfigProvider)? {
    let path = explicitPath ?? defaultFile
    var status = stat()
    guard stat(path, &status) == 0 else {
      if let explicitPath, errno == ENOENT { throw .fileNotFound(path: explicitPath) }
      if explicitPath == nil, errno == ENOENT { return nil }
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    // Checked before anything opens it: a FIFO would wait for a writer, and a device never end.
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .notAFile(path: path, kind: Self.kind(of: status.st_mode))
    }
    guard access(path, R_OK) == 0 else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    // Refused by its size before a byte is read: a file of 300 MB would be read whole.
    guard status.st_size <= maxFileBytes else {
      throw .unreadableFile(path: path, reason: Self.tooLarge(Int(status.st_size)))
    }
    let data = try Self.read(path, upTo: maxFileBytes)
    guard String(validating: data, as: UTF8.self) != nil else {
      throw .unreadableFile(path: path, reason: "it is not UTF-8 text, as JSON must be")
    }
    try ConfigurationFileKeys.warnings(for: data, path: path).forEach(warn)
    do {
      return try ConfigurationFileProvider(bytes: data, path: path)
    } catch {
      throw .unreadableFile(path: path, reason: "it is not a JSON object of configuration keys")
    }
  }

  /// The most a configuration file may hold: 1 MiB, a thousand times the sample's size.
  static let maxFileBytes = 1 << 20

  /// Why a file of `bytes` is refused; nil bytes when it grew past the bound as it was read.
  private static func tooLarge(_ bytes: Int?) -> String {
    let size = bytes.map { $0 >= 2 << 20 ? "\($0 >> 20) MiB" : "\($0) bytes" }
    return "it is \(size ?? "more than 1 MiB"), and a configuration file may hold at most 1 MiB"
  }

  /// The file's bytes, at most `limit`: one that grew past it since its size was read is
  /// refused all the same.
  private static func read(_ path: String, upTo limit: Int) throws(ConfigurationError) -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadableFile(path: path, reason: "it could not be read")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadableFile(path: path, reason: "it could not be read")
    }
    guard data.count <= limit else { throw .unreadableFile(path: path, reason: tooLarge(nil)) }
    return data
  }

  /// What a path that is not a regular file is, in words.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a pipe"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  private static func flagValues(_ overrides: Overrides) -> [AbsoluteConfigKey: ConfigValue] {
    var values: [AbsoluteConfigKey: ConfigValue] = [:]
    if let value = overrides.dataSource {
      values[key(.dataSource)] = ConfigValue(.string(value), isSecret: false)
    }
    if let value = overrides.dataDirectory {
      values[key(.dataDirectory)] = ConfigValue(.string(value), isSecret: false)
    }
    if let value = overrides.logLevel {
      values[key(.logLevel)] = ConfigValue(.string(value), isSecret: false)
    }
    return values
  }

  private static func defaultValues() -> [AbsoluteConfigKey: ConfigValue] {
    AppConfiguration.defaultValues.reduce(into: [:]) { values, entry in
      let content: ConfigContent =
        switch entry.value {
        case .string(let string): .string(string)
        case .number(let number): .double(number)
        case .integer(let integer): .int(integer)
        case .strings(let strings): .stringArray(strings)
        }
      values[key(entry.key)] = ConfigValue(content, isSecret: entry.key.isSecret)
    }
  }

  static func key(_ key: ConfigurationKey) -> AbsoluteConfigKey {
    AbsoluteConfigKey(key.rawValue.split(separator: ".").map(String.init))
  }
}
