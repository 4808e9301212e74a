import ArgumentParser
import Foundation
import TextUI

extension ReactorDemoCommand {
  /// Runs the command as ArgumentParser's `main` does, but `--help` ends with the keys and the
  /// man page's path (``HelpEpilogue``).
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let message = fullMessage(for: error)
      // The parser's help request is an error of its own type; its message is the help.
      guard exitCode(for: error) == .success, message.hasPrefix("OVERVIEW:") else { exit(withError: error) }
      // Outside UTF-8 the help's arrows are ASCII, as the screens' are.
      let charset = TerminalCharset(environment: ProcessInfo.processInfo.environment)
      print(charset.shown(message.trimmingCharacters(in: .newlines) + "\n\n" + HelpEpilogue.text))
    }
  }
}
