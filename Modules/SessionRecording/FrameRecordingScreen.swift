import TextUI

/// A ``Screen`` that reports every frame before the screen it wraps draws it.
@MainActor
public final class FrameRecordingScreen: Screen {
  /// A frame's text, as plain mode renders it at the session's width: made when called, on
  /// any thread, so a recorder can lay it out away from the thread that draws.
  public typealias Lines = @Sendable () -> [String]

  private let base: any Screen
  private let width: Int
  private let frameDrawn: @MainActor (_ screen: String, _ lines: @escaping Lines) -> Void

  /// - Parameters:
  ///   - width: the width frames are rendered at for the digest (the session's columns).
  ///   - frameDrawn: called with each frame's title and a way to its text.
  public init(
    _ base: any Screen, width: Int,
    frameDrawn: @escaping @MainActor (_ screen: String, _ lines: @escaping Lines) -> Void
  ) {
    self.base = base
    self.width = width
    self.frameDrawn = frameDrawn
  }

  public func draw(_ frame: Frame) {
    let (width, mode) = (width, base.inputMode)
    frameDrawn(frame.title) { frame.render(width: width, mode: mode) }
    base.draw(frame)
  }

  public func flash(_ message: String) { base.flash(message) }
  public var rows: Int? { base.rows }
  public var inputMode: InputMode { base.inputMode }
  public func clearFlash() { base.clearFlash() }

  public func onResize(_ redraw: @escaping @MainActor () -> Void) -> @MainActor @Sendable () -> Void {
    base.onResize(redraw)
  }
}
