/// Where a view shows its frames: the plain line printer or the in-place terminal screen.
@MainActor
public protocol Screen: AnyObject {
  /// Shows `frame`.
  func draw(_ frame: Frame)
  /// Shows a transient one-line message, such as an alert.
  func flash(_ message: String)
}
