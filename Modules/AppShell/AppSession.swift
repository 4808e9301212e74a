import CaseStudyKit
import Foundation
import ReactorCore
import TextUI

/// The app's event loop: the menu, the page stack, and the input events that drive them.
@MainActor
public final class AppSession {
  /// How the session reads and paces input.
  public struct Options: Sendable {
    /// The case study to open over the menu at start.
    public var feature: CaseStudy<AppContainer>?
    /// Plain mode: wait, after each event, until the effects it started have finished.
    public var waitsForIdle: Bool
    /// The longest such wait, on the container's clock (a replay's virtual one, so a replay
    /// moves on where the recorded run did); nil waits as long as the effects take (a test
    /// whose effects always end, under a time limit of its own).
    public var stepTimeout: Duration?
    /// Trace the flow from the start.
    public var isTracing: Bool
    /// The first text of the case study opened at start (GitHub Search's `--query`).
    public var searchQuery: String?

    public init(
      feature: CaseStudy<AppContainer>?, waitsForIdle: Bool, stepTimeout: Duration?, isTracing: Bool,
      searchQuery: String? = nil
    ) {
      self.feature = feature
      self.waitsForIdle = waitsForIdle
      self.stepTimeout = stepTimeout
      self.isTracing = isTracing
      self.searchQuery = searchQuery
    }
  }

  /// How the session ended: the process's exit status.
  public enum Exit: Int32, Sendable {
    case ok = 0
    case interrupted = 130
  }

  /// The page stack, for the app's and the tests' eyes.
  public let navigator: Navigator
  private let pages: FeaturePages
  private let options: Options
  private let clock: any Clock<Duration>
  /// Where the step timer runs its sleep: the effects' executor, so a replay counts its wake-up
  /// as it counts theirs.
  private let effectExecutor: (any TaskExecutor)?
  private let notices: [String]

  /// - Parameter caseStudies: the case studies the menu offers, in its order.
  public init(
    container: AppContainer, caseStudies: [CaseStudy<AppContainer>], options: Options, navigator: Navigator
  ) {
    self.navigator = navigator
    self.pages = FeaturePages(container: container, caseStudies: caseStudies, tracing: navigator.tracing)
    self.options = options
    self.notices = container.notices
    self.clock = container.clock
    self.effectExecutor = container.effectExecutor
    navigator.fallbackBanner = container.fallbackBanner
  }

  /// Shows the menu (and the requested feature), then handles `events` until quit or their end.
  ///
  /// - Parameter taken: called with each event as the session takes it, just before it is
  ///   handled, on the main actor: a recording writes it down then, and a replay learns that
  ///   the app has read it. It gets the event as a session keeps it (``Navigator/recorded(_:)``),
  ///   what types into a secret field as stand-ins.
  public func run(
    _ events: some AsyncSequence<InputEvent, Never>, taken: (@MainActor (InputEvent) -> Void)? = nil
  ) async -> Exit {
    let exit = await handle(events, taken: taken)
    // Plain mode's last frame, held for its messages, is written before the program ends.
    navigator.output.flush()
    return exit
  }

  private func handle(
    _ events: some AsyncSequence<InputEvent, Never>, taken: (@MainActor (InputEvent) -> Void)?
  ) async -> Exit {
    // A case study opened at start is the first frame: the menu under it is drawn when `b`
    // goes back to it, so a run (and a recorded session) of one case study never shows it.
    navigator.push(shown: options.feature == nil) { screen in
      pages.menu(screen: screen) { [weak self, pages] entry in
        guard let caseStudy = pages.caseStudy(named: entry.name) else { return }
        self?.open(caseStudy)
      }
    }
    if let feature = options.feature { open(feature, searchQuery: options.searchQuery) }
    for notice in notices { navigator.notify(notice) }
    if options.isTracing { navigator.setTracing(true) }
    await settle(navigator.pages)

    for await event in events {
      // Asked before the event is handled, which may close the field it types into.
      taken?(navigator.recorded(event))
      switch event {
      case .key(.endOfInput) where navigator.isCapturing:
        // Ctrl-D in a field is readline's: it deletes under the cursor, or leaves an empty field.
        if await step(event) == .quit { return .ok }
      case .end, .key(.endOfInput):
        await settle(navigator.pages)
        return .ok
      case .key(.interrupt):
        return .interrupted
      case .line(let line):
        let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !line.isEmpty else { continue }
        if await step(.line(line)) == .quit { return .ok }
      case .key:
        if await step(event) == .quit { return .ok }
      }
    }
    await settle(navigator.pages)
    return .ok
  }

  private func step(_ event: InputEvent) async -> Navigator.Outcome {
    let before = navigator.top
    let outcome = navigator.handle(event)
    if outcome == .proceed {
      await settle([before, navigator.top].compactMap { $0 })
    }
    // The step's frame is out before the next line is read.
    if options.waitsForIdle { navigator.output.flush() }
    return outcome
  }

  private func open(_ caseStudy: CaseStudy<AppContainer>, searchQuery: String? = nil) {
    navigator.push { screen in
      pages.make(caseStudy, screen: screen, navigation: navigator, query: searchQuery)
    }
  }

  /// A sleep until `duration` from now on `clock`, its deadline fixed now.
  private static func sleeping(
    on clock: some Clock<Duration>, until duration: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// In plain mode, waits until the pages' effects have finished or the step timeout passed.
  private func settle(_ pages: [any Page]) async {
    guard options.waitsForIdle else { return }
    guard let timeout = options.stepTimeout else { return await Navigator.waitUntilIdle(pages) }
    // The deadline is taken now, as the step ends, not when the timer's task first runs: on a
    // replay's clock, which moves on once the step's work is done, a late start would push the
    // timeout past moments the recorded run had reached.
    let clock: any Clock<Duration> = self.clock
    let sleep = Self.sleeping(on: clock, until: timeout)
    let executor = effectExecutor
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = ResumeOnce(continuation)
      let timer = Task { @MainActor in
        guard (try? await withTaskExecutorPreference(executor, operation: sleep)) != nil else { return }
        once.resume()
      }
      Task { @MainActor in
        await Navigator.waitUntilIdle(pages)
        // Nothing is left asleep on the clock for a step that is over.
        timer.cancel()
        once.resume()
      }
    }
  }
}

/// Resumes a continuation the first time it is asked to.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}
