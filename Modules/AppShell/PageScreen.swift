import TextUI

/// The screen a page draws on: it remembers the page's last frame and shows it only while the
/// page is on top, so a page below (Info under Birth) keeps rendering without being seen.
@MainActor
final class PageScreen: Screen {
  private(set) var lastFrame: Frame?
  var isOnTop = false
  private let show: @MainActor (Frame) -> Void
  private let flashed: @MainActor (String) -> Void
  private let output: any Screen
  private let reserved: @MainActor () -> Int
  private let presented: @MainActor (Frame) -> Frame

  /// - Parameters:
  ///   - reserved: the rows under the page taken by something else (the trace panel).
  ///   - flashed: shows the page's message over its frame while it is on top.
  init(
    output: any Screen, reserved: @escaping @MainActor () -> Int = { 0 },
    presented: @escaping @MainActor (Frame) -> Frame = { $0 },
    flashed: @escaping @MainActor (String) -> Void, show: @escaping @MainActor (Frame) -> Void
  ) {
    self.output = output
    self.reserved = reserved
    self.presented = presented
    self.flashed = flashed
    self.show = show
  }

  func draw(_ frame: Frame) {
    lastFrame = frame
    if isOnTop { show(frame) }
  }

  func flash(_ message: String) {
    if isOnTop { flashed(message) }
  }

  /// The output's rows less the reserved ones, so a page sized to the screen leaves room for
  /// the trace panel.
  var rows: Int? { output.rows.map { max($0 - reserved(), 1) } }

  var inputMode: InputMode { output.inputMode }

  func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome { output.scroll(frame, move) }
  /// A page of `frame` as it is shown: the shared keys in its hints, the trace panel under it.
  func rowsPerPage(of frame: Frame) -> Int { max(output.rowsPerPage(of: presented(frame)) - reserved(), 1) }
  func flush() { output.flush() }
  func write(_ text: String, afterFramesTo textOutput: any TextOutput) {
    output.write(text, afterFramesTo: textOutput)
  }

  private var resizeHandlers: [Int: @MainActor () -> Void] = [:]
  private var nextHandler = 0

  func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void {
    let key = nextHandler
    nextHandler += 1
    resizeHandlers[key] = redraw
    return { [weak self] in self?.resizeHandlers[key] = nil }
  }

  /// The terminal's size changed: the page's view draws again for it.
  func resized() {
    for key in resizeHandlers.keys.sorted() { resizeHandlers[key]?() }
  }
}
