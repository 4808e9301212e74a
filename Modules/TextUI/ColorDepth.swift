import Foundation

/// How many colours the output can show.
public enum ColorDepth: Sendable, Equatable {
  /// No colour: `NO_COLOR`, `TERM=dumb`, a terminal of basic colours only (`vt100`,
  /// `linux`), a locale without UTF-8, plain mode or output that is not a terminal.
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
  /// ``colorEnabled(environment:isTTY:)`` is false, the terminal has basic colours at most
  /// (``hasBasicColorsAtMost(term:)``) or the locale is not UTF-8, 24-bit when `COLORTERM` is `truecolor` or `24bit`, 256
  /// colours otherwise.
  public static func colorDepth(environment: [String: String], isTTY: Bool) -> ColorDepth {
    guard colorEnabled(environment: environment, isTTY: isTTY) else { return .none }
    // A TERM naming a terminal of basic colours wins over a COLORTERM left in the environment
    // by the desktop terminal a user set `TERM=vt100` in.
    guard !hasBasicColorsAtMost(term: environment["TERM"]) else { return .none }
    // Colour is drawn with half blocks (`▀`), which a locale without UTF-8 cannot show: the
    // grey ASCII ramp can.
    guard TerminalCharset(environment: environment) == .utf8 else { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased()
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }

  /// Whether a terminal of type `term` shows no more than the eight (or sixteen) basic colours:
  /// the DEC terminals (`vt100`, `vt220`…), which have none, and the Linux console and `ansi`,
  /// which have eight backgrounds.
  ///
  /// Such a terminal gets no colour at all rather than a depth of its own: the only colour
  /// output is a picture of half blocks, two pixels a cell, and with eight backgrounds it is a
  /// poster of blotches where the grey ASCII ramp still shows the image; a 256-colour code
  /// there shows as the wrong colour or as text. A name ending `-256color` says otherwise.
  public static func hasBasicColorsAtMost(term: String?) -> Bool {
    guard let term = term?.lowercased(), !term.contains("256color") else { return false }
    let family = term.prefix { $0 != "-" }
    let isDEC = family.hasPrefix("vt") && family.count > 2 && family.dropFirst(2).allSatisfy(\.isNumber)
    return isDEC || family == "ansi" || family == "linux"
  }
}
