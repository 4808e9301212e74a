import AppConfiguration
import AppFeature
import AppLogging
import Foundation
import Logging

/// The one place that builds live things from the configuration: the log, and the container
/// the features take their dependencies from.
@MainActor
final class CompositionRoot {
  let configuration: AppConfiguration
  let logger: Logger
  private let logFile: LogFile?
  private var notices: [String] = []

  init(configuration: AppConfiguration) {
    self.configuration = configuration
    let redactor = Redactor(secrets: [configuration.githubToken].compactMap { $0 })
    let level = Logger.Level(rawValue: configuration.logLevel.rawValue) ?? .info
    let path = configuration.dataDirectory + "/reactor-demo.log"
    do {
      let file = try LogFile(path: path)
      logFile = file
      logger = Logger(label: "reactor-demo") { label in
        FileLogHandler(label: label, file: file, level: level, redactor: redactor)
      }
    } catch {
      logFile = nil
      logger = Logger(label: "reactor-demo") { _ in SwiftLogNoOpLogHandler() }
      notices.append("no log file: \(path) cannot be written")
    }
  }

  /// The container handed to the app's feature factories.
  func makeContainer() -> AppContainer {
    AppContainer(clock: ContinuousClock(), notices: notices)
  }

  func shutdown() {
    logger.info("stop")
    logFile?.close()
  }
}
