import TextUI

/// Where the image is drawn: the colours the output shows and the room it has.
public struct ImageDisplay: Sendable {
  /// 24-bit, 256 colours, or none (the grey ASCII ramp: `NO_COLOR`, plain mode).
  public var colorDepth: ColorDepth
  /// The screen's size, asked on every draw: columns, and rows when the screen is redrawn in
  /// place (nil in plain mode, where frames scroll).
  public var size: @Sendable () -> (columns: Int, rows: Int?)

  public init(colorDepth: ColorDepth, size: @escaping @Sendable () -> (columns: Int, rows: Int?)) {
    self.colorDepth = colorDepth
    self.size = size
  }

  /// Plain mode: no colour, a fixed width, no height limit.
  public static func plain(columns: Int = 80) -> ImageDisplay {
    ImageDisplay(colorDepth: .none) { (columns, nil) }
  }
}
