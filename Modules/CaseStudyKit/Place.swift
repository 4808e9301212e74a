import Services
import TextUI

/// A state of a case study worth visiting, reached from its first page: a page it opens, a
/// field being typed into, a failed load.
///
/// Each case study declares its places beside its keys (``CaseStudy/places``). The every-key
/// test visits each one in both modes, presses every key its hint line offers and checks the
/// key does what the hint says, so a new case study is tested there without editing that test.
public struct Place: Sendable {
  /// What the place is, after the case study's name in a test's report (`a post`).
  public let name: String
  /// The lines typed in plain mode to get there; nil when the place exists only on a terminal.
  public let plain: [String]?
  /// The keys pressed on a terminal to get there; nil when it exists only in plain mode.
  public let terminal: [Key]?
  /// Registers the fakes the place needs in a test's container (a service that fails); the
  /// others are their keys' in-memory fakes.
  public let services: @Sendable (inout ServiceValues) -> Void

  /// - Parameters:
  ///   - name: what the place is.
  ///   - plain: the lines typed in plain mode; nil when the place is not in plain mode.
  ///   - terminal: the keys pressed on a terminal; nil when the place is not on a terminal.
  ///   - services: the fakes it needs, registered in a test's container.
  ///
  /// Both paths are given, so a place left out of a mode is said to be: `[]` reaches the
  /// place at once (a failing fake), nil says the place is not in that mode.
  public init(
    _ name: String, plain: [String]?, terminal: [Key]?,
    services: @escaping @Sendable (inout ServiceValues) -> Void = { _ in }
  ) {
    self.name = name
    self.plain = plain
    self.terminal = terminal
    self.services = services
  }
}

extension [Key] {
  /// The keys that type `text`, one character each: `[.character("/")] + .typing("swift")`.
  public static func typing(_ text: String) -> [Key] {
    text.map(Key.character)
  }
}
