import AppFeature
import ArgumentParser
import Foundation
import TextUI

/// `reactor-demo`: the menu of ReactorKit case studies, or one of them directly.
@main
struct ReactorDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactor-demo",
    abstract: "ReactorKit case studies, end to end, in a terminal.",
    discussion: """
      Without a feature, opens the menu. Features: \
      \(Feature.available.map(\.name).joined(separator: ", ")).
      On a terminal the screen redraws in place; piped, or with --plain, input is read a line \
      at a time and every state change prints one frame.
      """,
    version: "0.1.0"
  )

  @Argument(help: "The feature to open over the menu.")
  var feature: String?

  @Flag(help: "Read input a line at a time and print one frame per change, without escape codes.")
  var plain = false

  @Flag(help: "Show the flow (action → mutations → state changes) from the start; t toggles it.")
  var trace = false

  @Option(help: "Plain mode: the longest wait, in seconds, for a step's effects before the next line.")
  var stepTimeout: Double = 10

  func validate() throws {
    if let feature, Feature(choice: feature).map(Feature.available.contains) != true {
      let names = Feature.available.map(\.name).joined(separator: ", ")
      throw ValidationError("unknown feature '\(feature)': pick one of \(names)")
    }
    guard stepTimeout > 0, stepTimeout.isFinite else {
      throw ValidationError("--step-timeout must be a positive number of seconds")
    }
  }

  func run() async throws {
    let status = await launch()
    if status != .ok { throw ExitCode(status.rawValue) }
  }

  @MainActor
  private func launch() async -> AppSession.Exit {
    let isInteractive = !plain && Terminal.isTTY(STDIN_FILENO) && Terminal.isTTY(STDOUT_FILENO)
    let options = AppSession.Options(
      feature: feature.flatMap(Feature.init(choice:)),
      waitsForIdle: !isInteractive,
      stepTimeout: .milliseconds(Int(stepTimeout * 1000)),
      isTracing: trace
    )
    let container = AppContainer(clock: ContinuousClock())
    let output = StandardOutput()
    return isInteractive
      ? await runInteractive(container: container, options: options, output: output)
      : await runPlain(container: container, options: options, output: output)
  }

  @MainActor
  private func runPlain(
    container: AppContainer, options: AppSession.Options, output: StandardOutput
  ) async -> AppSession.Exit {
    // Nothing to restore in plain mode, but SIGINT must still end with 130.
    let restorer = TerminalRestorer.install {}
    defer { restorer.uninstall() }
    let width = Terminal.size().map(\.columns) ?? 80
    let navigator = Navigator(
      output: PlainScreen(output: output, width: width), traceStyle: .inline(output))
    let session = AppSession(container: container, options: options, navigator: navigator)
    let reader = InputReader(mode: .lines)
    defer { reader.stop() }
    return await session.run(reader.events)
  }

  @MainActor
  private func runInteractive(
    container: AppContainer, options: AppSession.Options, output: StandardOutput
  ) async -> AppSession.Exit {
    let screen = TTYScreen(output: output) { Terminal.size() ?? (80, 24) }
    let rawMode = RawMode.enable()
    let restorer = TerminalRestorer.install { rawMode?.restore() }
    restorer.add(screen.emergencyRestore)
    defer {
      screen.stop()
      rawMode?.restore()
      restorer.uninstall()
    }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 8))
    let session = AppSession(container: container, options: options, navigator: navigator)
    let reader = InputReader(mode: .keys)
    defer { reader.stop() }
    return await session.run(reader.events)
  }
}
