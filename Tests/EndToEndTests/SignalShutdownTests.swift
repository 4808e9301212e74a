import Foundation
import Testing

/// SIGTERM and SIGHUP (a closed terminal window) end the run as `q` does for the database:
/// its log emptied, so the next start skips the check that reads the whole file.
@Suite struct SignalShutdownTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalClosesTheDatabaseBeforeExiting(signal: Int32) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }

    // Info again, after `done` saved the date (the editor shows it before it is saved).
    let run = try await DemoBinary.runUntil(
      "birthdate  1990-05-17\n  age", thenSend: signal,
      arguments: ["profile", "--plain", "--data-dir", directory.path],
      input: "e\n1990-05-17\ndone\n")

    #expect(run.status == 128 + signal)
    let log = directory.appendingPathComponent("reactor-demo.sqlite-wal").path
    let logSize = (try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? NSNumber
    #expect((logSize?.intValue ?? 0) == 0, "an empty log is how the next start knows it was closed")
    let again = try await DemoBinary.run(["profile", "--plain", "--data-dir", directory.path], input: "q\n")
    #expect(again.output.contains("birthdate  1990-05-17"))
    #expect(!again.output.contains("moved to"))
  }
}
