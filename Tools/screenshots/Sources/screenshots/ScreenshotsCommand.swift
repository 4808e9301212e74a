import ArgumentParser
import Foundation
import ScreenshotKit

/// `swift run screenshots`: writes the pictures README and the pages in `docs/` show into
/// `docs/images/` — one SVG per screen, drawn from the app's own output, and the module graph,
/// drawn from the manifest.
@main
struct ScreenshotsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screenshots",
    abstract: "Draws the docs' pictures from the real app, offline, with fixed data, and the module graph."
  )

  @Option(help: ArgumentHelp("Where the pictures go.", valueName: "dir"))
  var output = "docs/images"

  @Option(help: ArgumentHelp("The package whose module graph is drawn.", valueName: "dir"))
  var packageDirectory = "."

  @MainActor
  func run() async throws {
    let directory = URL(fileURLWithPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for shot in Shot.catalog {
      let grid = try await ScreenshotRun.grid(for: shot)
      try write(
        SVGPicture(grid, alt: shot.alt).document, to: directory.appendingPathComponent("\(shot.name).svg"))
    }
    let graph = try ModuleGraph.load(packageDirectory: URL(fileURLWithPath: packageDirectory))
    try write(graph.svg, to: directory.appendingPathComponent("modules.svg"))
  }

  private func write(_ text: String, to file: URL) throws {
    try text.write(to: file, atomically: true, encoding: .utf8)
    print("wrote \(file.relativePath)")
  }
}
