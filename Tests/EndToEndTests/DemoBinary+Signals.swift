import Foundation
import Testing

extension DemoBinary {
  /// Starts the binary with `input` (standard input left open, so the run goes on), waits until
  /// its output shows `marker`, sends `signal` and returns the exit status and all it printed.
  ///
  /// The wait is bounded by ``Command/hangGuard``: if the marker never comes, the process is
  /// killed and the test fails.
  static func runUntil(
    _ marker: String, thenSend signal: Int32, arguments: [String], input: String,
    environment: [String: String] = [:]
  ) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try runUntilBlocking(
              marker, thenSend: signal, arguments: arguments, input: input, environment: environment)
          })
      }.start()
    }
  }

  private static func runUntilBlocking(
    _ marker: String, thenSend signal: Int32, arguments: [String], input: String,
    environment: [String: String]
  ) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: dataHome) }
    process.environment = ProcessInfo.processInfo.environment
      .merging(["XDG_DATA_HOME": dataHome.path]) { $1 }.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    defer { try? stdin.fileHandleForWriting.close() }
    let pid = process.processIdentifier
    let guarded = Command.killAfterHangGuard(pid)
    defer { _ = guarded.end() }
    ChildInput.write(input, to: stdin.fileHandleForWriting)
    var output = ""
    while !output.contains(marker) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      output += String(decoding: chunk, as: UTF8.self)
    }
    #expect(output.contains(marker), "the run never showed \(marker)")
    kill(pid, signal)
    output += String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(output: output, status: process.terminationStatus)
  }
}
