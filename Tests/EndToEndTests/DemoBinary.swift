import Foundation

/// The built `reactor-demo`, run as a user would run it.
struct DemoBinary {
  /// The executable beside the test bundle in the build folder.
  static var url: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return bundle.appendingPathComponent("reactor-demo")
  }

  struct Run {
    var output: String
    var status: Int32
  }

  /// Runs like ``run(_:input:environment:)`` on a thread of its own. A test that serves the
  /// binary from an in-process loopback server must use this: waiting for the binary blocks a
  /// thread, and the cooperative pool has only as many as there are cores (two here), so two
  /// such tests blocking at once would leave the servers no thread to answer on.
  static func runOffThePool(
    _ arguments: [String], input: String, environment: [String: String] = [:]
  ) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try run(arguments, input: input, environment: environment) })
      }.start()
    }
  }

  /// Runs the binary with `arguments`, feeding `input` on standard input, and waits for it.
  static func run(
    _ arguments: [String], input: String, environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    // Data and logs go to a fresh folder, never the user's own.
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: dataHome) }
    process.environment = ProcessInfo.processInfo.environment
      .merging(["XDG_DATA_HOME": dataHome.path]) { $1 }
      .merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
  }
}
