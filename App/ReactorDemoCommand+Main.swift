import ArgumentParser
import Foundation

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
      print(message.trimmingCharacters(in: .newlines) + "\n\n" + HelpEpilogue.text)
    }
  }
}
