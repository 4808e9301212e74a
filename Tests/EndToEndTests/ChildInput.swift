import Foundation

/// Writes what a test types to a child process's standard input.
///
/// A child that has already exited (one that stops at a usage error, or quits on an earlier key)
/// has closed its end: writing then raises SIGPIPE, which would end the whole test process, every
/// other test with it. Here SIGPIPE is ignored and the write's error dropped; the test goes on to
/// read what the child printed and how it exited, which is what it checks.
enum ChildInput {
  static func write(_ text: String, to handle: FileHandle) {
    _ = brokenPipesIgnored
    try? handle.write(contentsOf: Data(text.utf8))
  }

  private static let brokenPipesIgnored: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}
