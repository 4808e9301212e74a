import AppConfiguration
import Foundation
import Privacy

/// The configuration a session recorded, loaded again for its replay: the recorded values,
/// never this machine's environment or configuration file, and the data in `directory`.
enum ReplayConfiguration {
  /// One value of the configuration file.
  private enum Value: Encodable {
    case text(String)
    case number(Double)
    case list([String])

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .list(let list): try container.encode(list)
      }
    }
  }

  private static let numbers: Set<ConfigurationKey> = [
    .httpTimeoutSeconds, .httpMaxBodyBytes, .httpCacheMaxBytes,
  ]
  /// Not replayed: the token was never recorded, and the data lives in the replay's own folder
  /// (the recorded folder is not in the session).
  private static let skipped: Set<ConfigurationKey> = [.githubToken, .dataDirectory]

  /// The configuration file could not be written to the replay's temporary folder: the
  /// folder, not the session, is at fault (a full disk, say).
  struct CannotWrite: Error {
    var reason: any Error
  }

  /// What a recorded URL's `[redacted]@` becomes in the replay's configuration.
  static let standInUserInfo = "x@"

  /// Loads `lines` (`key = value`, as `--print-config` prints them, but a list as JSON) with the
  /// data in `directory`.
  static func load(_ lines: [String], directory: URL) async throws -> AppConfiguration {
    var sections: [String: [String: Value]] = [:]
    for line in lines {
      let parts = line.split(separator: " = ", maxSplits: 1).map(String.init)
      guard parts.count == 2, let key = ConfigurationKey(rawValue: parts[0]), !skipped.contains(key) else {
        continue
      }
      let path = parts[0].split(separator: ".", maxSplits: 1).map(String.init)
      guard path.count == 2 else { continue }
      // A URL's credentials were never recorded, and a replay sends nothing. A user of one
      // character stands for them (too short to be a secret), so a screen that showed the URL
      // draws `[redacted]@` as the recorded run's did once its frame is redacted alike
      // (``ReplayRun``), and requests are matched with credentials left out.
      let text = parts[1].replacingOccurrences(
        of: URLCredentials.redactedUserInfo, with: Self.standInUserInfo)
      let value: Value =
        key == .imageURLs
        ? .list(list(text))
        : numbers.contains(key) ? Double(text).map(Value.number) ?? .text(text) : .text(text)
      sections[path[0], default: [:]][path[1]] = value
    }
    let file = directory.appendingPathComponent("recorded-configuration.json")
    do {
      try JSONEncoder().encode(sections).write(to: file)
    } catch {
      throw CannotWrite(reason: error)
    }
    return try await ConfigurationLoader.load(
      overrides: .init(configPath: file.path, dataDirectory: directory.appendingPathComponent("data").path),
      environment: [:])
  }

  /// A recorded list: JSON, or the printed list, joined by commas, in a session recorded before
  /// lists were recorded as JSON.
  private static func list(_ text: String) -> [String] {
    if text.hasPrefix("["), let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) {
      return list
    }
    return text.split(separator: ",").map(String.init)
  }
}
