import TextUI

/// A ``Screen`` that records a digest of every frame before the screen it wraps draws it.
@MainActor
public final class FrameRecordingScreen: Screen {
  private let base: any Screen
  private let width: Int
  private let frameDrawn: @MainActor (_ screen: String, _ lines: [String]) -> Void

  /// - Parameters:
  ///   - width: the width frames are rendered at for the digest (the session's columns).
  ///   - frameDrawn: called with each frame's title and text, as plain mode renders it.
  public init(
    _ base: any Screen, width: Int,
    frameDrawn: @escaping @MainActor (_ screen: String, _ lines: [String]) -> Void
  ) {
    self.base = base
    self.width = width
    self.frameDrawn = frameDrawn
  }

  public func draw(_ frame: Frame) {
    frameDrawn(frame.title, frame.render(width: width, mode: base.inputMode))
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
