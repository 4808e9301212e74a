import AppComposition
import AppConfiguration
import AppShell
import CaseStudyKit
import Foundation
import Services
import TextUI

/// Runs the app offline, as `reactor-demo --offline` on a 100×30 terminal with 24-bit colour
/// would, but with a fixed time and random-user seed, and returns the screen a shot ends on.
@MainActor
public enum ScreenshotRun {
  /// The terminal's width in cells.
  public nonisolated static let columns = 100
  /// The terminal's height in cells.
  public nonisolated static let rows = 30
  /// 2026-06-15 12:00 UTC: noon, so the date is the same in every time zone a reader is in.
  nonisolated static let now = Date(timeIntervalSince1970: 1_781_524_800)
  static let randomUserSeed = "5eed5eed5eed5eed"

  /// The screen after the shot's keys, each pressed once the previous one's effects finished.
  public static func grid(for shot: Shot) async throws -> TerminalGrid {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reactor-demo-screenshots-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = try await ConfigurationLoader.load(
      overrides: ConfigurationLoader.Overrides(dataSource: "offline", dataDirectory: directory.path),
      environment: [:], defaultFile: directory.appendingPathComponent("none.json").path)
    // One image, so the Image Loader's random pick is always the same.
    configuration.imageURLs = Array(configuration.imageURLs.prefix(1))

    let root = CompositionRoot(
      configuration: configuration, now: { now }, randomUserSeed: randomUserSeed)
    defer { root.shutdown() }
    let container = root.makeContainer(
      colorDepth: .trueColor, screenSize: { (Self.columns, Self.rows) })

    let output = CapturedOutput()
    let clock = StepClock()
    let screen = TTYScreen(output: output, size: { (Self.columns, Self.rows) }, now: { clock.now })
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 8))
    // No step timeout: a timeout on the wall clock, passed on a busy machine, would draw the
    // screen before its effects ended, and the picture would depend on the machine's load.
    let options = AppSession.Options(
      feature: shot.feature, waitsForIdle: true, stepTimeout: nil, isTracing: false)
    let session = AppSession(
      container: container, caseStudies: CompositionRoot.caseStudies, options: options, navigator: navigator)
    _ = await session.run(ScriptedKeys(keys: shot.keys, clock: clock))
    // The app's own composition: a case study that read a fake here would in the app too.
    guard container.services.fakesMade.isEmpty else {
      throw NoLiveService(caseStudy: shot.feature?.name, keys: container.services.fakesMade)
    }

    var grid = TerminalGrid(columns: columns, rows: rows)
    grid.write(output.text)
    return grid
  }
}

/// The time a ``TTYScreen`` reads to expire flashed messages: two seconds pass between keys,
/// so a message shows after the key that caused it and is gone after the next one.
@MainActor
final class StepClock {
  private(set) var now = ContinuousClock.Instant.now

  func advance() {
    now = now.advanced(by: .seconds(2))
  }
}

/// The keys of a shot as the session's input; asking for the next key moves the step clock.
struct ScriptedKeys: AsyncSequence, Sendable {
  typealias Element = InputEvent
  typealias Failure = Never

  let keys: [Key]
  let clock: StepClock

  struct AsyncIterator: AsyncIteratorProtocol {
    var keys: ArraySlice<Key>
    let clock: StepClock

    mutating func next() async -> InputEvent? {
      guard let key = keys.popFirst() else { return nil }
      await clock.advance()
      return .key(key)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(keys: keys[...], clock: clock)
  }
}

/// A case study read a service the composition root registers no live one for, and ran on its
/// in-memory fake.
public struct NoLiveService: Error, CustomStringConvertible {
  /// The case study the shot opened.
  public let caseStudy: String?
  /// The keys nothing was registered under.
  public let keys: [String]

  public var description: String {
    "\(caseStudy ?? "the menu") read \(keys.joined(separator: ", ")) with no live service registered: "
      + "add it to liveServices in Modules/AppComposition/CompositionRoot+CaseStudies.swift"
  }
}
