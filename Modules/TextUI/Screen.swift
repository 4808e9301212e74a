/// Where a view shows its frames: the plain line printer or the in-place terminal screen.
@MainActor
public protocol Screen: AnyObject {
  /// Shows `frame`.
  func draw(_ frame: Frame)
  /// Shows a transient one-line message, such as an alert.
  func flash(_ message: String)
  /// Shows a message that stays until ``clearFlash()`` when `untilCleared` (the app's answer to
  /// a key), however often the screen is drawn meanwhile.
  func flash(_ message: String, untilCleared: Bool)
  /// How many lines a frame may use before the screen cuts it; nil when frames may be as long
  /// as they need (plain output). A view with a long list shows a window of it.
  var rows: Int? { get }
  /// Calls `redraw` after each change of the screen's size, until the returned closure is
  /// called, so a view whose frame depends on ``rows`` draws again at once.
  func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void
  /// How the user's input reaches the app while this screen shows it: lines or keys. The hint
  /// line and the About page name only the keys that work in it.
  var inputMode: InputMode { get }
  /// Drops the flashed message, if one is still shown: it belonged to the page or the state
  /// that was on screen before the frame drawn next.
  func clearFlash()
  /// Scrolls `frame`, which this screen shows, by `move` when the screen cuts it: what
  /// ``Frame/firstLine`` it should now show from, if it moved.
  func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome
  /// How many rows a page move (PgDn, Space) goes through in `frame`'s list as this screen
  /// shows it: the rows visible, less one kept for context.
  func rowsPerPage(of frame: Frame) -> Int
  /// Writes out what the screen holds back (plain mode holds a frame until its step's messages
  /// are in), before the next line is read or the program ends.
  func flush()
  /// Writes `text` (plain mode's trace lines) to `output` after the frames drawn so far, the one
  /// held back included.
  func write(_ text: String, afterFramesTo output: any TextOutput)
}

extension Screen {
  /// No limit: frames are printed whole.
  public var rows: Int? { nil }

  /// A screen of fixed size: `redraw` is never called.
  public func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void {
    {}
  }

  /// A screen whose flashes do not outlive the next frame has nothing to drop.
  public func clearFlash() {}

  /// A screen that writes at once has nothing to write out.
  public func flush() {}

  /// A screen that writes at once has written its frames already.
  public func write(_ text: String, afterFramesTo output: any TextOutput) {
    output.write(text)
  }

  /// A screen that prints frames whole has nothing to scroll.
  public func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome { .fits }

  /// A screen whose messages do not expire shows every one until it is cleared.
  public func flash(_ message: String, untilCleared: Bool) { flash(message) }

  /// A screen that prints frames whole shows every row: a page is ten of them.
  public func rowsPerPage(of frame: Frame) -> Int { 10 }

  /// Shows `message` as a flash when there is one: a view binds an optional pulse to it
  /// directly.
  public func flash(_ message: String?) {
    if let message { flash(message) }
  }
}
