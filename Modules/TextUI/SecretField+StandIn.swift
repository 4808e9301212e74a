/// The stand-ins a recorded session keeps for the characters typed into a secret.
extension SecretField {
  /// What a session keeps of `character` typed into a secret: a character of the same kind.
  ///
  /// An upper-case letter is `X`, any other letter `x`, a digit `0`, whitespace a space, and
  /// anything else `*`. A mark that joins the character before it (a combining accent typed on
  /// its own) is a combining acute accent, so it joins as well. A rule that counts characters
  /// or judges their kind answers the same on replay. Two secrets typed alike stay alike: a
  /// confirmation that matched still matches.
  public nonisolated static func standIn(for character: Character) -> Character {
    kindred(character)[0]
  }

  /// The stand-in for `character` that `accepts` judges as it judges `character`: a field that
  /// refuses `é` refuses its stand-in too, and a field of hex digits takes `a` for `c`.
  ///
  /// It is the character of the same kind first (``standIn(for:)``), then another of that kind,
  /// then any other that `accepts` judges alike. When none is, it is the first: the replay may
  /// then differ, and its check says where.
  public nonisolated static func standIn(
    for character: Character, judgedBy accepts: (Character) -> Bool
  ) -> Character {
    let taken = accepts(character)
    let kind = kindred(character)
    return (kind + everyStandIn).first { accepts($0) == taken } ?? kind[0]
  }

  /// The characters of `character`'s kind, the usual stand-in first; the last of each kind is
  /// outside ASCII, for a field that takes only ASCII and refused `character`.
  private nonisolated static func kindred(_ character: Character) -> [Character] {
    if character.unicodeScalars.allSatisfy(\.joinsThePreviousCharacter) { return ["\u{301}"] }
    if character.isWhitespace { return [" ", "\u{3000}"] }
    if character.isNumber { return Array("0123456789٠") }
    if character.isLetter {
      return character.isUppercase
        ? Array("XABCDEFGHIJKLMNOPQRSTUVWYZØ") : Array("xabcdefghijklmnopqrstuvwyzø")
    }
    return Array("*!#$%&+-./:;=?@^_~¤")
  }

  private nonisolated static let everyStandIn: [Character] =
    Array(" 0123456789xabcdefghijklmnopqrstuvwyzXABCDEFGHIJKLMNOPQRSTUVWYZ*!#$%&+-./:;=?@^_~¤øØ٠\u{3000}")
}

extension Unicode.Scalar {
  /// Whether the scalar, typed on its own, joins the character before it: a combining mark, a
  /// variation selector, a zero-width joiner.
  fileprivate var joinsThePreviousCharacter: Bool {
    properties.isGraphemeExtend || value == 0x200D
  }
}
