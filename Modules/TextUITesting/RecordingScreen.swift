import TextUI

/// A screen that keeps every frame drawn on it and every message flashed, for tests to assert on.
@MainActor
public final class RecordingScreen: Screen {
  /// The frames drawn, oldest first.
  public private(set) var frames: [Frame] = []

  /// The messages flashed, oldest first.
  public private(set) var flashes: [String] = []

  /// Stands in for the terminal's height; nil, like plain output, lets frames be any length.
  public let rows: Int?

  /// Creates an empty screen, `rows` lines high.
  public init(rows: Int? = nil) {
    self.rows = rows
  }

  /// Keeps `frame`.
  public func draw(_ frame: Frame) {
    frames.append(frame)
  }

  /// Keeps `message`.
  public func flash(_ message: String) {
    flashes.append(message)
  }
}
