import Foundation
import ReactorCore
import ReactorTracing
import TextUI

/// The app's page stack: routes input to the page on top, handles the keys every screen shares
/// (`b` back, `q` quit, `?` about, `t` trace, and with the trace on `[` `]` `l` to step through
/// past states) and shows only the top page's frames.
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
    /// Where the reader has scrolled the page to (``Frame/firstLine`` and
    /// ``Frame/firstLineRow``); a page opens at its top.
    var firstLine = (line: 0, row: 0)
  }

  private var stack: [Entry] = []
  let output: any Screen
  let traceStyle: TraceStyle
  /// The tracers of the pages; ``FeaturePages`` starts a page's before binding it.
  public let tracing: PageTracing
  /// The top page's trace while the trace is on.
  var topTrace: (any PageTrace)?
  /// The top page's trace lines for the panel, oldest first.
  var traceLines: [TraceLine] = []
  /// The number of the past state shown instead of the live one; nil when live.
  var shownStep: Int?
  /// The past frame last drawn, kept while its state is shown: it stands still when the
  /// history drops that state.
  var keptPastFrame: (step: Int, frame: Frame)?
  /// Whether the flow of the page on top is traced.
  public private(set) var isTracing = false
  /// Once the app has fallen back to sample data, the banner the menu shows, where a case study
  /// is picked. A screen that reads from a host says where its own data came from, in a banner
  /// of its own; one that reads only local data (Profile, Counter) is about no host, and a
  /// banner about other screens' hosts would only take its rows.
  public var fallbackBanner: @Sendable () -> String? = { nil }
  /// The page and the state (nil: live) of the frame drawn last; a flashed message is theirs
  /// and goes when another page or state is drawn.
  private var shownOwner: ShownOwner?
  /// The frame drawn last, and the one a message was flashed over ("increased!", "trace on",
  /// "'x' does nothing here"): the message is about the screen as it was, and goes once a state
  /// change of that screen, not the one that raised it, changes what it shows.
  private(set) var shownFrame: Frame?
  private var flashedFrame: Frame?
  /// Whether the message shown is the app's answer to a key ("'j' does nothing here"), which
  /// stays until the next key: a screen that changes on its own (a running stopwatch) would
  /// take it away before it could be read.
  private var isAnswerShown = false
  /// Whether the message shown says a page's top or end is reached, which a resize can undo.
  var isEdgeSaid = false
  /// What the field a paste goes to last answered (it is full), said when the paste ends.
  var pasteAnswer: String?
  /// The pattern typed after `/` on a long page.
  let pageSearch = SearchPrompt(finds: "finds the first line holding it")
  /// While a paste comes in: whether the page on top takes it (a field), or it is dropped;
  /// nil between pastes.
  var pasteGoesToPage: Bool?

  private struct ShownOwner: Equatable {
    let page: ObjectIdentifier
    let step: Int?
  }

  /// - Parameter tracing: the pages' tracers, with the trace file's writer if there is one.
  public init(output: any Screen, traceStyle: TraceStyle, tracing: PageTracing = PageTracing()) {
    self.output = output
    self.traceStyle = traceStyle
    self.tracing = tracing
  }

  /// The pages, bottom first.
  public var pages: [any Page] { stack.map(\.page) }

  /// The page on top.
  public var top: (any Page)? { stack.last?.page }

  /// What quitting now would drop, page by page, top first: each page's ``Page/leavingNote``
  /// (an unsaved date), which going back says on the page below and quitting says as the app
  /// ends.
  public var leavingNotes: [String] {
    stack.reversed().compactMap { $0.page.leavingNote.map(Sanitizer.cleanLine) }
  }

  /// Where the reader has scrolled the page on top to (``Frame/firstLine``).
  var topFirstLine: (line: Int, row: Int) {
    get { stack.last?.firstLine ?? (0, 0) }
    set { if !stack.isEmpty { stack[stack.count - 1].firstLine = newValue } }
  }

  /// Pushes the page `make` builds on the screen it is given, and shows it.
  public func push(_ make: (any Screen) -> any Page) {
    push(shown: true, make)
  }

  /// Pushes the page `make` builds; `shown` false keeps it unseen until it is on top again,
  /// under the next one pushed: a run that opens a case study at start never draws the menu.
  public func push(shown: Bool, _ make: (any Screen) -> any Page) {
    let screen = PageScreen(
      output: output, reserved: { [weak self] in self?.panelRows ?? 0 },
      presented: { [weak self] frame in self?.presented(frame) ?? frame },
      flashed: { [weak self] message in self?.flash(message, isAnswer: false) }
    ) { [weak self] frame in self?.showLive(frame) }
    let page = make(screen)
    leaveTop()
    stack.last?.screen.isOnTop = false
    stack.append(Entry(page: page, screen: screen))
    if shown { becomeTop() }
  }

  /// Pops the page on top, unless it is the last one.
  public func pop() {
    guard stack.count > 1 else {
      flash("this is the first screen: q quits")
      return
    }
    let note = top?.leavingNote
    leaveTop()
    removeTop()
    becomeTop()
    if let note { flash(note) }
  }

  /// Shows a one-line message of the app (a notice at start) over the current page: it is no
  /// state's, so the next frame of the page does not take it away.
  public func notify(_ message: String) {
    output.flash(Sanitizer.cleanLine(message))
  }

  /// The terminal's size changed: every page whose frame depends on the size draws again (the
  /// ones below too, so going back shows them at the new size); only the top one is seen.
  public func resized() {
    // "This is the end of the page" may no longer be true at the new size.
    if isEdgeSaid {
      output.clearFlash()
      isEdgeSaid = false
    }
    for entry in stack { entry.screen.resized() }
    // Whether the page on top is cut, and so offers the keys that scroll it, depends on the
    // size, even for a page that draws once (an About page): drawn again when that changed.
    if let shown = shownFrame,
      shown.keys.contains(Self.scrollKeys) != offersScrolling(shown, keys: shown.keys)
    {
      redraw()
    }
  }

  /// Removes `page` from the stack, wherever it is; the first page stays.
  public func dismiss(_ page: any Page) {
    guard let index = stack.firstIndex(where: { $0.page === page }), index > 0 else { return }
    if index == stack.count - 1 {
      leaveTop()
      removeTop()
      becomeTop()
    } else {
      tracing.end(stack.remove(at: index).page)
    }
  }

  /// Handles one input event: the shared keys first, then the page on top.
  public func handle(_ event: InputEvent) -> Outcome {
    if isAnswerShown {
      output.clearFlash()
      isAnswerShown = false
      flashedFrame = nil
    }
    if let outcome = handlePaste(event) { return outcome }
    if pageSearch.isTyping, case .key(let key) = event, searchPage(key) { return .proceed }
    let event = Self.cleaned(event)
    // A page taking typed text gets every key: `q` is a letter there, and a key the line
    // ignores (an arrow) is answered, not taken as a shared key its hints do not offer.
    // While a past state is shown, nothing reaches the page: it would act on the live state.
    if isCapturing, case .key(let key) = event, let input = top?.input {
      switch input.deliver(event) {
      case .unknown: Self.typingHint(for: key).map { flash($0) }
      case .answered(let answer): flash(answer)
      case .handled: break
      }
      return .proceed
    }
    switch Self.sharedCommand(event) {
    case "q":
      return .quit
    case "b":
      pop()
    case "?":
      if let page = top, !(page is AboutPage) {
        // The keys the screen offered as it was shown, shared ones too: what works there now,
        // not every key the page has in some state (GitHub's `s` only while rate-limited).
        let offered = (shownFrame?.keys ?? page.keys + sharedKeys).filter { $0.label != "?" }
        push { AboutPage(of: page, keys: offered, screen: $0) }
      } else {
        flash("this is the About page: b goes back")
      }
    case "t":
      setTracing(!isTracing)
      flash(isTracing ? "trace on" : "trace off")
    default:
      if let step = timeStep(for: event) {
        travel(step)
      } else if shownStep != nil {
        if !scroll(by: event) { flash(Self.pastHint) }
      } else {
        deliverToTop(event)
      }
    }
    return .proceed
  }

  /// The step through time `event` asks for while the trace is on; nil when it asks for none,
  /// or is an editor's arrow that the page on top keeps.
  func timeStep(for event: InputEvent) -> TimeStep? {
    guard isTracing, !isEditorArrow(event) else { return nil }
    return TimeStep(event, isLive: shownStep == nil)
  }

  /// `event` as ``handle(_:)`` looks it up: a line as the app would echo it, escape sequences
  /// and control characters removed, so `+` followed by a colour code is `+`.
  static func cleaned(_ event: InputEvent) -> InputEvent {
    guard case .line(let line) = event else { return event }
    return .line(Sanitizer.cleanLine(line).trimmingCharacters(in: .whitespaces))
  }

  /// Hands `event` to the page on top: what it answers is shown, and what it does not take
  /// scrolls the page or gets a hint.
  private func deliverToTop(_ event: InputEvent) {
    switch top?.input.deliver(event) ?? .unknown {
    case .handled: break
    case .answered(let answer): flash(answer)
    case .unknown:
      if case .key(let key) = event, searchPage(key) { return }
      if !scroll(by: event), let hint = Self.hint(for: event) { flash(hint) }
    }
  }

  /// Turns tracing on or off; while on, it follows the page on top and keeps its states.
  public func setTracing(_ isOn: Bool) {
    leaveTop()
    isTracing = isOn
    followTop()
    // Pages sized to the screen lay out again around the panel's rows (or without them).
    if case .panel = traceStyle { resized() }
    redraw()
  }

  /// The rows the trace panel takes under the page on a terminal: its lines and its heading.
  var panelRows: Int {
    guard isTracing, case .panel(let count) = traceStyle else { return 0 }
    return count + 2
  }

  /// Stops following the page on top: back to live, its history and panel lines dropped.
  private func leaveTop() {
    if let page = top { tracing.follow(page, panel: nil) }
    topTrace = nil
    traceLines.removeAll()
    shownStep = nil
  }

  /// Follows the new page on top while the trace is on.
  private func followTop() {
    guard isTracing, let page = top else { return }
    topTrace = tracing.follow(page) { [weak self] line in self?.trace(line) }
  }

  private func removeTop() {
    let entry = stack.removeLast()
    entry.screen.isOnTop = false
    tracing.end(entry.page)
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
    followTop()
    if let frame = entry.screen.lastFrame { show(frame) }
  }

  /// The page on top's latest frame, drawn from its live state.
  var liveFrame: Frame? { stack.last?.screen.lastFrame }

  /// `frame` as the navigator shows it: with the shared keys after the page's own, so its hint
  /// lines, and so the rows left for its list, are those on screen.
  func presented(_ frame: Frame) -> Frame {
    var frame = frame
    frame.keys += sharedKeys
    return frame
  }

  /// Draws `frame` for the page on top with the shared keys after its own; a message flashed
  /// over another page or state is dropped first. A past state offers only the shared keys:
  /// the page's own would act on the live state, so nothing is sent.
  func present(_ frame: Frame) {
    let owner = top.map { ShownOwner(page: ObjectIdentifier($0), step: shownStep) }
    if owner != shownOwner {
      output.clearFlash()
      shownOwner = owner
      flashedFrame = nil
      isAnswerShown = false
    }
    var frame = frame
    if shownStep != nil { frame.keys = [] }
    // The menu is the first page, and the only one then.
    if frame.banner == nil, stack.count == 1 { frame.banner = fallbackBanner() }
    (frame.firstLine, frame.firstLineRow) = topFirstLine
    let ownKeys = frame.keys.count
    frame.keys += sharedKeys
    // A page taller than the terminal scrolls, after the page's own keys, unless it moves
    // through itself with ↓ and ↑ (a list, a post's comments); none while a line takes text.
    if offersScrolling(frame, keys: frame.keys.prefix(ownKeys)) {
      let search = Self.leavesSlash(frame.keys.prefix(ownKeys)) ? [Self.pageSearchKeys] : []
      frame.keys.insert(contentsOf: [Self.scrollKeys] + search, at: ownKeys)
    }
    if let flashed = flashedFrame, flashed != frame, !isAnswerShown {
      output.clearFlash()
      flashedFrame = nil
    }
    shownFrame = frame
    output.draw(frame)
  }

  /// Shows `message` over the frame on screen: a page's message for as long as that frame
  /// stays, with the state that raised it; the app's answer to a key (`isAnswer`) until the
  /// next key, or another page.
  func flash(_ message: String, isAnswer: Bool = true) {
    output.flash(message, untilCleared: isAnswer)
    flashedFrame = shownFrame
    isAnswerShown = isAnswer
    isEdgeSaid = false
  }

  /// The shared key `event` presses, by its plain-mode name.
  static func sharedCommand(_ event: InputEvent) -> String? {
    switch event {
    case .line(let line) where ["b", "q", "?", "t"].contains(line): line
    case .key(.character(let key)) where "bq?t".contains(key): String(key)
    case .key(.escape): "b"
    default: nil
    }
  }
}

extension View {
  /// The bound reactor, as an existential for code that handles any page.
  fileprivate var boundReactor: (any ReactorCore.Reactor)? { reactor }
}
