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

  /// Runs the binary like the synchronous `run`, waiting on a thread of its own (see
  /// ``Command``).
  static func run(
    _ arguments: [String], input: String, environment: [String: String] = [:]
  ) async throws -> Run {
    let dataHome = freshDataHome()
    defer { try? FileManager.default.removeItem(at: dataHome) }
    return try await Command.run(
      url.path, arguments, input: input,
      environment: ["XDG_DATA_HOME": dataHome.path].merging(environment) { $1 })
  }

  /// Runs the binary with `arguments`, feeding `input` on standard input, and waits for it.
  static func run(
    _ arguments: [String], input: String, environment: [String: String] = [:]
  ) throws -> Run {
    let dataHome = freshDataHome()
    defer { try? FileManager.default.removeItem(at: dataHome) }
    return try Command.run(
      url.path, arguments, input: input,
      environment: ["XDG_DATA_HOME": dataHome.path].merging(environment) { $1 })
  }

  /// Data and logs go to a fresh folder, never the user's own.
  private static func freshDataHome() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
  }
}
