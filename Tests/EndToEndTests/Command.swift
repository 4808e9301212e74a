import Foundation

/// A program run to its end, its output and error output together: the one way the end-to-end
/// tests start a process and wait for it.
enum Command {
  /// Runs `executable` on a thread of its own and waits for it there.
  ///
  /// A test blocked in `waitUntilExit` holds one of the cooperative threads (two on a two-core
  /// machine) for seconds, starving every other test's tasks; this keeps them free.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> DemoBinary.Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try run(executable, arguments, input: input, environment: environment, in: directory)
          })
      }.start()
    }
  }

  /// Runs `executable` with `input` on its standard input, blocking the calling thread until it
  /// ends; the environment is this process's with `environment` on top.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> DemoBinary.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    ChildInput.write(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return DemoBinary.Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
  }
}
