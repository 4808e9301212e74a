/// One keystroke, as decoded from terminal input by ``KeyDecoder``.
public enum Key: Equatable, Sendable {
  /// A printable character (a whole grapheme when it arrived in one read).
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Ctrl-←, which readline and fzf take as a move to the word before.
  case controlLeft
  /// Ctrl-→, which readline and fzf take as a move past the next word.
  case controlRight
  /// Return or Enter (CR, LF, or CR LF).
  case enter
  /// Backspace (DEL 0x7F or BS 0x08).
  case backspace
  /// A lone Escape key press.
  case escape
  /// Tab.
  case tab
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Forward delete.
  case delete
  /// Ctrl-C, which arrives as byte 0x03 in raw mode rather than as SIGINT.
  case interrupt
  /// Ctrl-D, end of input.
  case endOfInput
  /// A paste begins (bracketed paste): the characters up to ``pasteEnd`` were pasted, not
  /// typed, and go to a field or nowhere, never to a command.
  case pasteStart
  /// The paste has ended.
  case pasteEnd
  /// Another control key, named by its lowercase letter: `control("u")` is Ctrl-U.
  ///
  /// The letters with keys of their own are never sent this way: Ctrl-C (``interrupt``),
  /// Ctrl-D (``endOfInput``), Ctrl-H (``backspace``), Ctrl-I (``tab``), Ctrl-J and Ctrl-M
  /// (``enter``).
  case control(Character)
  /// A character typed with Alt (or Meta) held: the terminal sends ESC, then the character.
  ///
  /// It is a key of its own, never Escape and then that character: Alt-B in a field moves a
  /// word back, and must not leave the field and then act as `b`.
  case alt(Character)
  /// Alt-Backspace (ESC DEL), which readline takes as deleting the word before the cursor.
  case altBackspace
}
