import Foundation
import Synchronization
import Testing

/// SIGTERM and SIGHUP (a closed terminal window) end the run as `q` does for the database:
/// its log emptied, so the next start skips the check that reads the whole file.
@Suite struct SignalShutdownTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalClosesTheDatabaseBeforeExiting(signal: Int32) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }

    // Info again, after `done` saved the date (the editor shows it before it is saved).
    let status = try await Self.runUntil(
      "birthdate  1990-05-17\n  age", thenSend: signal,
      arguments: ["profile", "--plain", "--data-dir", directory.path],
      input: "e\n1990-05-17\ndone\n")

    #expect(status == 128 + signal)
    let log = directory.appendingPathComponent("reactor-demo.sqlite-wal").path
    let logSize = (try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? NSNumber
    #expect((logSize?.intValue ?? 0) == 0, "an empty log is how the next start knows it was closed")
    let again = try await DemoBinary.run(["profile", "--plain", "--data-dir", directory.path], input: "q\n")
    #expect(again.output.contains("birthdate  1990-05-17"))
    #expect(!again.output.contains("moved to"))
  }

  /// Starts the binary with `input` (standard input left open, so the run goes on), waits until
  /// its output shows `marker`, sends `signal` and returns the exit status.
  ///
  /// The wait is bounded: if the marker never comes, the process is killed and the test fails.
  private static func runUntil(
    _ marker: String, thenSend signal: Int32, arguments: [String], input: String
  ) async throws -> Int32 {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try runUntilBlocking(marker, thenSend: signal, arguments: arguments, input: input) })
      }.start()
    }
  }

  private static func runUntilBlocking(
    _ marker: String, thenSend signal: Int32, arguments: [String], input: String
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = DemoBinary.url
    process.arguments = arguments
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: dataHome) }
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome.path]) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    defer { try? stdin.fileHandleForWriting.close() }
    let pid = process.processIdentifier
    let finished = Atomic<Bool>(false)
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
      if !finished.load(ordering: .acquiring) { kill(pid, SIGKILL) }
    }
    defer { finished.store(true, ordering: .releasing) }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    var output = ""
    while !output.contains(marker) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      output += String(decoding: chunk, as: UTF8.self)
    }
    #expect(output.contains(marker), "the run never showed \(marker)")
    kill(pid, signal)
    _ = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
