import Foundation
import TextUI

/// What `--help` ends with: the keys in short, and where the man page is. The options alone do
/// not say how to use the screens.
enum HelpEpilogue {
  /// The keys and the man page, after a blank line.
  static var text: String {
    """
    KEYS: (each screen names its own on its last line; ? lists them)
      \(ScrollMove.keys("").label)   move in a list, scroll a page
      Enter opens · b or Esc goes back · q quits · ? about · t trace
      In a field: ←→ Home End ^A ^E move · Alt-B Alt-F ^←→ move by words
        ^U ^K ^W Del delete · Alt-D Alt-⌫ delete a word · Esc leaves
      Ctrl-Z suspends to the shell (fg comes back) · Ctrl-L redraws · Ctrl-D or q quits
      Piped, or with --plain: each key is a line, and the menu takes a number or a name.

    MANUAL:
      \(manual)
    """
  }

  /// How to read the man page from where this binary is: installed, `man reactor-demo`; in a
  /// checkout, the page it ships, by its path.
  static var manual: String {
    let shipped = "docs/reactor-demo.1"
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
      return Self.elsewhere
    }
    let installed = executable.deletingLastPathComponent().appending(path: "../share/man/man1/reactor-demo.1")
      .standardized
    if FileManager.default.fileExists(atPath: installed.path) {
      return "man reactor-demo (\(installed.path))"
    }
    // A build in a checkout lives in .build/<triple>/<configuration>/ or .build/<configuration>/.
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let page = folder.appending(path: shipped)
      if FileManager.default.fileExists(atPath: page.path) { return "man -l \(page.path)" }
    }
    return Self.elsewhere
  }

  /// Where the page is when this binary is neither installed nor in a checkout.
  private static let elsewhere =
    "reactor-demo's source holds it as docs/reactor-demo.1 (man -l that file); Tools/install.sh installs it for man reactor-demo"
}
