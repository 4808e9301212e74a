import Foundation

/// Questions about the terminal the program runs in.
public enum Terminal {
  /// Returns whether `fd` refers to a terminal.
  public static func isTTY(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Returns the terminal's size in character cells, or nil when `fd` is not a terminal or the
  /// terminal reports no size.
  public static func size(_ fd: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Whether a terminal of type `term` (the `TERM` variable) moves its cursor and clears its
  /// screen: a dumb one (an Emacs shell buffer) shows escape sequences as text.
  public static func addressesCursor(term: String?) -> Bool {
    term != "dumb"
  }

  /// Whether output may use colour: false when NO_COLOR is set and non-empty, when TERM is
  /// "dumb", or when standard output is not a terminal.
  public static var colorEnabled: Bool {
    colorEnabled(environment: ProcessInfo.processInfo.environment, isTTY: isTTY(STDOUT_FILENO))
  }

  /// Decides ``colorEnabled`` from an explicit environment and TTY state, for testing.
  public static func colorEnabled(environment: [String: String], isTTY: Bool) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isTTY
  }
}
