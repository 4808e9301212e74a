import Foundation

/// How many colours the output can show.
public enum ColorDepth: Sendable, Equatable {
  /// No colour: `NO_COLOR`, `TERM=dumb`, plain mode or output that is not a terminal.
  case none
  /// xterm's 256-colour palette, which nearly every terminal emulator supports.
  case palette256
  /// 24-bit colour, when `COLORTERM` says `truecolor` or `24bit`.
  case trueColor
}

extension Terminal {
  /// The colour depth standard output supports, from the environment.
  public static var colorDepth: ColorDepth {
    colorDepth(environment: ProcessInfo.processInfo.environment, isTTY: isTTY(STDOUT_FILENO))
  }

  /// Decides ``colorDepth`` from an explicit environment and TTY state, for testing: none when
  /// ``colorEnabled(environment:isTTY:)`` is false, 24-bit when `COLORTERM` is `truecolor` or
  /// `24bit`, 256 colours otherwise.
  public static func colorDepth(environment: [String: String], isTTY: Bool) -> ColorDepth {
    guard colorEnabled(environment: environment, isTTY: isTTY) else { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased()
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }
}
