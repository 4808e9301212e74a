/// The terminal control sequences the screens emit (xterm / ECMA-48).
enum ControlSequence {
  /// Switches to the alternate screen buffer, leaving the user's scrollback untouched.
  static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns to the normal screen buffer, bringing back what was there before.
  static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor so redraws do not show it jumping around.
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor again.
  static let showCursor = "\u{1B}[?25h"
  /// Has the terminal mark pasted text (`ESC [200~` … `ESC [201~`), so a paste is not typing.
  static let enterBracketedPaste = "\u{1B}[?2004h"
  /// Pasted text arrives as if typed again.
  static let leaveBracketedPaste = "\u{1B}[?2004l"
  /// What gives the terminal back: pastes unmarked, the cursor shown, the main screen.
  static let leave = leaveBracketedPaste + showCursor + leaveAlternateScreen
  /// Moves the cursor to the top-left cell.
  static let cursorHome = "\u{1B}[H"
  /// Clears from the cursor to the end of the line.
  static let clearToEndOfLine = "\u{1B}[K"
  /// Clears from the cursor to the end of the screen.
  static let clearToEndOfScreen = "\u{1B}[J"
}
