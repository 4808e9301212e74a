import ReactorCore
import TextUI

/// The app's page stack: routes input to the page on top, handles the keys every screen shares
/// (`b` back, `q` quit, `?` about, `t` trace) and shows only the top page's frames.
@MainActor
public final class Navigator: Navigating {
  /// What the app should do after an event.
  public enum Outcome: Equatable, Sendable {
    case proceed
    case quit
  }

  /// How trace lines reach the user.
  public enum TraceStyle {
    /// Written as they happen (plain mode), each line prefixed by `» `.
    case inline(any TextOutput)
    /// Kept as a panel of the latest lines under the frame (terminal).
    case panel(lines: Int)
  }

  private struct Entry {
    let page: any Page
    let screen: PageScreen
  }

  private var stack: [Entry] = []
  private let output: any Screen
  private let traceStyle: TraceStyle
  private var traceLines: [String] = []
  /// Whether the flow of the page on top is traced.
  public private(set) var isTracing = false

  public init(output: any Screen, traceStyle: TraceStyle) {
    self.output = output
    self.traceStyle = traceStyle
  }

  /// The pages, bottom first.
  public var pages: [any Page] { stack.map(\.page) }

  /// The page on top.
  public var top: (any Page)? { stack.last?.page }

  /// Pushes the page `make` builds on the screen it is given, and shows it.
  public func push(_ make: (any Screen) -> any Page) {
    let screen = PageScreen(output: output) { [weak self] frame in self?.show(frame) }
    let page = make(screen)
    detachTrace()
    stack.last?.screen.isOnTop = false
    stack.append(Entry(page: page, screen: screen))
    becomeTop()
  }

  /// Pops the page on top, unless it is the last one.
  public func pop() {
    guard stack.count > 1 else {
      output.flash("this is the first screen: q quits")
      return
    }
    detachTrace()
    stack.removeLast().screen.isOnTop = false
    becomeTop()
  }

  /// Shows a one-line message over the current page.
  public func notify(_ message: String) {
    output.flash(Sanitizer.cleanLine(message))
  }

  /// The terminal's size changed: every page whose frame depends on the size draws again (the
  /// ones below too, so going back shows them at the new size); only the top one is seen.
  public func resized() {
    for entry in stack { entry.screen.resized() }
  }

  /// Removes `page` from the stack, wherever it is; the first page stays.
  public func dismiss(_ page: any Page) {
    guard let index = stack.firstIndex(where: { $0.page === page }), index > 0 else { return }
    if index == stack.count - 1 {
      detachTrace()
      stack.removeLast().screen.isOnTop = false
      becomeTop()
    } else {
      stack.remove(at: index)
    }
  }

  /// Handles one input event: the shared keys first, then the page on top.
  public func handle(_ event: InputEvent) -> Outcome {
    // A page taking typed text sees keys first; what it leaves may still be a shared key.
    var outcome: CommandInput.Outcome?
    if case .key = event, let input = top?.input, input.capturesKeys {
      outcome = input.deliver(event)
      if outcome == .handled { return .proceed }
    }
    switch Self.sharedCommand(event) {
    case "q":
      return .quit
    case "b":
      pop()
    case "?":
      if let page = top, !(page is AboutPage) {
        push { AboutPage(of: page, screen: $0) }
      }
    case "t":
      setTracing(!isTracing)
      output.flash(isTracing ? "trace on" : "trace off")
    default:
      if (outcome ?? top?.input.deliver(event)) == .unknown, let hint = Self.hint(for: event) {
        output.flash(hint)
      }
    }
    return .proceed
  }

  /// Turns tracing on or off; while on, it follows the page on top.
  public func setTracing(_ isOn: Bool) {
    detachTrace()
    isTracing = isOn
    attachTrace()
  }

  private func attachTrace() {
    guard isTracing, let reactor = top.flatMap(Self.reactor(of:)) else { return }
    reactor.traceLines { [weak self] line in self?.trace(line) }
  }

  private func detachTrace() {
    top.flatMap(Self.reactor(of:))?.traceLines(nil)
    traceLines.removeAll()
  }

  /// Whether every page's effects have finished.
  public var isIdle: Bool {
    stack.allSatisfy { Self.reactor(of: $0.page)?.isIdle ?? true }
  }

  /// Returns once the given pages' effects have finished.
  public static func waitUntilIdle(_ pages: [any Page]) async {
    for page in pages {
      await reactor(of: page)?.waitUntilIdle()
      await page.waitUntilIdle()
    }
  }

  static func reactor(of page: any Page) -> (any Reactor)? {
    (page as? any View)?.boundReactor
  }

  private func becomeTop() {
    guard let entry = stack.last else { return }
    entry.screen.isOnTop = true
    attachTrace()
    if let frame = entry.screen.lastFrame { show(frame) }
  }

  private func show(_ frame: Frame) {
    guard case .panel(let count) = traceStyle, isTracing, !traceLines.isEmpty else {
      output.draw(frame)
      return
    }
    var frame = frame
    frame.lines += ["", "trace:"] + traceLines.suffix(count).map { "  \($0)" }
    output.draw(frame)
  }

  private func trace(_ line: String) {
    let line = Sanitizer.cleanLine(line)
    switch traceStyle {
    case .inline(let output):
      output.write("» \(line)\n")
    case .panel(let count):
      traceLines.append(line)
      if traceLines.count > count { traceLines.removeFirst(traceLines.count - count) }
      if let frame = stack.last?.screen.lastFrame { show(frame) }
    }
  }

  private static func sharedCommand(_ event: InputEvent) -> String? {
    switch event {
    case .line(let line) where ["b", "q", "?", "t"].contains(line): line
    case .key(.character(let key)) where "bq?t".contains(key): String(key)
    case .key(.escape): "b"
    default: nil
    }
  }

  private static func hint(for event: InputEvent) -> String? {
    switch event {
    case .line(let line):
      "unknown command '\(Sanitizer.cleanLine(line).truncated(toWidth: 20))' — ? shows what this screen does"
    case .key(.character(let key)):
      "'\(Sanitizer.cleanLine(String(key)))' does nothing here — ? shows what this screen does"
    default:
      nil
    }
  }
}

extension View {
  /// The bound reactor, as an existential for code that handles any page.
  fileprivate var boundReactor: (any ReactorCore.Reactor)? { reactor }
}
