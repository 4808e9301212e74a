import Foundation
import Testing

struct ProfileJourneyTests {
  @Test func editedBirthdateShowsOnInfoAndSurvivesARestart() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }

    let first = try await DemoBinary.run(
      ["--plain", "--data-dir", directory.path], input: "profile\ne\n1990-05-17\ndone\nq\n")
    #expect(first.status == 0)
    let afterBirth = first.output.components(separatedBy: "── Profile · Birth").last ?? ""
    let info = afterBirth.components(separatedBy: "── Profile · Info").dropFirst().first ?? ""
    #expect(info.contains("birthdate  1990-05-17"), "Info shows the new date once Birth has closed")

    let second = try await DemoBinary.run(["profile", "--plain", "--data-dir", directory.path], input: "q\n")
    #expect(second.output.contains("birthdate  1990-05-17"))
    #expect(!second.output.contains("birthdate  2000-01-01"))
  }

  @Test func badDatesGetAMessageAndNothingIsSaved() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }

    let run = try await DemoBinary.run(
      ["profile", "--plain", "--data-dir", directory.path],
      input: "e\n2023-02-30\n3000-01-01\n1850-06-01\nsoon\ncancel\nq\n")
    #expect(run.output.contains("! 2023-02-30 is not a date: February 2023 has 28 days"))
    // Birth's picker names its bounds: today is the latest date it takes.
    #expect(run.output.contains("! 3000-01-01 is after "))
    #expect(run.output.contains("the latest date here"))
    #expect(run.output.contains("! 1850-06-01 is before 1900-01-01"))
    #expect(run.output.contains("! type the date as YYYY-MM-DD"))

    let again = try await DemoBinary.run(["profile", "--plain", "--data-dir", directory.path], input: "q\n")
    #expect(again.output.contains("birthdate  2000-01-01"))
  }

  @Test func aCorruptDatabaseIsMovedAsideWithAMessage() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database".utf8).write(to: directory.appendingPathComponent("reactor-demo.sqlite"))

    let run = try await DemoBinary.run(["--plain", "--data-dir", directory.path], input: "q\n")
    #expect(run.status == 0)
    #expect(run.output.contains("moved to reactor-demo.sqlite.corrupt-"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.contains { $0.hasPrefix("reactor-demo.sqlite.corrupt-") })
  }
}
