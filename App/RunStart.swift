import AppComposition
import AppConfiguration
import Foundation
import Privacy
import SessionRecording
import TextUI

/// What a run reads from the world once, at its start: the time, the zone, the random seeds and the
/// terminal. A recorded session keeps all of it, so a replay starts from the same values.
struct RunStart {
  let date = Date()
  let instant = ContinuousClock.now
  let timeZone = TimeZone.current
  let seeds = SessionHeader.Seeds(
    randomUser: CompositionRoot.randomSeed(), imagePick: UInt64.random(in: .min ... .max))
  /// A terminal on both ends, and no `--plain`.
  let isInteractive: Bool
  /// What the locale lets the terminal show: outside UTF-8, ASCII look-alikes for the app's glyphs.
  let charset = TerminalCharset(environment: ProcessInfo.processInfo.environment)

  init(plain: Bool) {
    isInteractive = Self.isInteractive(plain: plain)
    if !plain, Self.isOnTerminal, !Self.addressesCursor {
      FileHandle.standardError.write(Data("reactor-demo: \(Self.dumbTerminal)\n".utf8))
    }
  }

  /// What a terminal that cannot move its cursor gets told, once, as the run starts.
  static let dumbTerminal =
    "TERM=dumb cannot redraw a screen in place: plain mode, a line at a time (--plain says so itself)"

  /// Whether a run draws on the terminal: both ends are one, it can move its cursor, and no
  /// `--plain`.
  static func isInteractive(plain: Bool) -> Bool {
    !plain && isOnTerminal && addressesCursor
  }

  private static var isOnTerminal: Bool { Terminal.isTTY(STDIN_FILENO) && Terminal.isTTY(STDOUT_FILENO) }
  private static var addressesCursor: Bool {
    Terminal.addressesCursor(term: ProcessInfo.processInfo.environment["TERM"])
  }

  /// A recorder for `path` whose header describes this run.
  func recorder(
    path: String, command: ReactorDemoCommand, configuration: AppConfiguration
  ) throws(SessionRecorder.OpenError) -> SessionRecorder {
    let size = Terminal.size()
    // Where this machine keeps its data says whose machine it is, and a replay uses a folder
    // of its own.
    let dataDirectory = "\(ConfigurationKey.dataDirectory.rawValue) = "
    // The list as JSON, since a URL may hold a comma, which the printed list joins them with.
    let imageURLs = "\(ConfigurationKey.imageURLs.rawValue) = "
    let secrets = configuration.secrets
    // A value (a user agent, say) or the query may hold the token as well: the header is
    // redacted as everything else the session holds.
    let redacted = Redactor(secrets: secrets)
    let lines = configuration.printedLines.map { line in
      if line.hasPrefix(dataDirectory) { return dataDirectory + "(not recorded)" }
      if line.hasPrefix(imageURLs) {
        return imageURLs
          + Self.json(configuration.imageURLs.map { redacted(URLCredentials.redacted(in: $0)) })
      }
      return redacted(line)
    }
    let header = SessionHeader(
      appVersion: AppVersion.current, configuration: lines,
      mode: isInteractive ? .terminal : .plain, columns: size?.columns ?? 80,
      rows: isInteractive ? size?.rows ?? 24 : nil,
      colorDepth: "\(isInteractive ? Terminal.colorDepth : .none)", startTime: date, timeZone: timeZone,
      seeds: seeds, feature: command.feature, searchQuery: command.query.map(redacted.callAsFunction),
      isTracing: command.trace,
      stepTimeout: isInteractive ? nil : command.effectiveStepTimeout.wholeMilliseconds)
    let instant = instant
    return try SessionRecorder(path: path, header: header, secrets: secrets) { ContinuousClock.now - instant }
  }

  private static func json(_ list: [String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(list)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}
