import TextUI

/// A screen that keeps every frame drawn on it and every message flashed, for tests to assert on.
@MainActor
public final class RecordingScreen: Screen {
  /// The frames drawn, oldest first.
  public private(set) var frames: [Frame] = []

  /// The messages flashed, oldest first.
  public private(set) var flashes: [String] = []

  /// The message a terminal would still show: the last one flashed, until ``clearFlash()``.
  public private(set) var shownFlash: String?

  /// The input mode the screen stands for.
  public let inputMode: InputMode

  /// Stands in for the terminal's height; nil, like plain output, lets frames be any length.
  public private(set) var rows: Int?
  private var resizeHandlers: [Int: @MainActor () -> Void] = [:]
  private var nextHandler = 0

  /// Creates an empty screen, `rows` lines high, for input in `inputMode`.
  public init(rows: Int? = nil, inputMode: InputMode = .plain) {
    self.rows = rows
    self.inputMode = inputMode
  }

  /// Keeps `frame`.
  public func draw(_ frame: Frame) {
    frames.append(frame)
  }

  /// Keeps `message`.
  public func flash(_ message: String) {
    flashes.append(message)
    shownFlash = message
  }

  /// Forgets the message shown.
  public func clearFlash() {
    shownFlash = nil
  }

  /// Keeps `redraw` until the returned closure is called, for ``resize(rows:)`` to call.
  public func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void {
    let key = nextHandler
    nextHandler += 1
    resizeHandlers[key] = redraw
    return { [weak self] in self?.resizeHandlers[key] = nil }
  }

  /// Acts as a terminal resized to `rows` lines: the views drawing here draw again.
  public func resize(rows: Int?) {
    self.rows = rows
    for key in resizeHandlers.keys.sorted() { resizeHandlers[key]?() }
  }
}
