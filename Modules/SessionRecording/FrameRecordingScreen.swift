import TextUI

/// A ``Screen`` that reports every frame before the screen it wraps draws it.
@MainActor
public final class FrameRecordingScreen: Screen {
  /// A frame's `Frame.content(in:)`: made when called, on any thread, so a recorder can
  /// make it away from the thread that draws.
  public typealias Lines = @Sendable () -> [String]

  private let base: any Screen
  private let frameDrawn: @MainActor (_ screen: String, _ lines: @escaping Lines) -> Void

  /// - Parameter frameDrawn: called with each frame's title and a way to its content.
  public init(
    _ base: any Screen, frameDrawn: @escaping @MainActor (_ screen: String, _ lines: @escaping Lines) -> Void
  ) {
    self.base = base
    self.frameDrawn = frameDrawn
  }

  public func draw(_ frame: Frame) {
    let mode = base.inputMode
    frameDrawn(frame.title) { frame.content(in: mode) }
    base.draw(frame)
  }

  public func flash(_ message: String) { base.flash(message) }
  public func flash(_ message: String, untilCleared: Bool) { base.flash(message, untilCleared: untilCleared) }
  public func rowsPerPage(of frame: Frame) -> Int { base.rowsPerPage(of: frame) }
  public var rows: Int? { base.rows }
  public var inputMode: InputMode { base.inputMode }
  public func clearFlash() { base.clearFlash() }
  public func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome { base.scroll(frame, move) }
  public func flush() { base.flush() }
  public func write(_ text: String, afterFramesTo textOutput: any TextOutput) {
    base.write(text, afterFramesTo: textOutput)
  }

  public func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void {
    base.onResize(redraw)
  }
}
