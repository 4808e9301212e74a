/// Frames of a loading spinner, advanced by a tick counter the caller owns.
public enum Spinner {
  /// The braille spinner frames, one column each.
  public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The glyph a view puts in a frame to show work in progress; on a terminal the screen
  /// animates it, in plain mode it stays as it is (one frame per state change).
  public static var marker: String { frames[0] }

  /// ASCII spinner frames for terminals or fonts without braille.
  public static let asciiFrames: [String] = ["|", "/", "-", "\\"]

  /// Returns the braille frame for `tick`; any integer works, negative ones included.
  public static func frame(at tick: Int) -> String {
    frames[index(tick, count: frames.count)]
  }

  /// Returns the ASCII frame for `tick`; any integer works, negative ones included.
  public static func asciiFrame(at tick: Int) -> String {
    asciiFrames[index(tick, count: asciiFrames.count)]
  }

  private static func index(_ tick: Int, count: Int) -> Int {
    let remainder = tick % count
    return remainder < 0 ? remainder + count : remainder
  }
}
