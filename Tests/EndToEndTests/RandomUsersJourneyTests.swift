import FlyingFox
import Foundation
import HTTPTesting
import Testing

struct RandomUsersJourneyTests {
  /// Main → a section → toggle a row → back, on the offline generator.
  @Test func offlineMainSectionToggleAndBack() async throws {
    let run = try await DemoBinary.run(["--plain", "--offline"], input: "random-users\n2\nx 1\nx 1\nb\nq\n")

    #expect(run.status == 0)
    let frames = run.output.components(separatedBy: "── ").filter { !$0.isEmpty }
    let titles = frames.map { String($0.prefix { $0 != " " && $0 != "─" }) }
    #expect(titles.first == "reactor-demo")
    let main = try #require(frames.last { $0.hasPrefix("Random Users ─") && $0.contains("100 people") })
    #expect(main.contains("offline: showing bundled sample data"))
    for header in ["1  Male · ", "2  Female · ", "3  20s · ", "4  30s · "] {
      #expect(main.contains(header))
    }
    let details = frames.filter { $0.hasPrefix("Random Users · Female") }
    #expect(details.count == 3, "the section opens, then toggling redraws it twice")
    #expect(details[1].contains("▾  1  "), "x 1 expands the first row")
    #expect(details[1].contains("same area, ") || details[1].contains("no one else here lives in"))
    #expect(!details[2].contains("▾"), "x 1 again collapses it")
    #expect(frames.last?.hasPrefix("Random Users ─") == true, "b goes back to the main screen")
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func aSectionByNameAndARowThatDoesNotExist() async throws {
    let run = try await DemoBinary.run(["random-users", "--plain", "--offline"], input: "30s\nx 999\nq\n")
    #expect(run.output.contains("── Random Users · 30s"))
    #expect(run.output.contains("! there is no row 999: pick 1–"))
  }

  /// Live, against a loopback server given through the environment.
  @Test func liveAgainstALoopbackServerThenA429() async throws {
    let log = RequestLog()
    let api: LoopbackServer.Route = (
      "GET /api/*",
      { request in
        if log.append(request) == 1 {
          return .make(.ok, body: Self.twoPeople)
        }
        return .make(.tooManyRequests, body: #"{"error":"Too many requests, slow down"}"#)
      }
    )
    let run = try await LoopbackServer.with([api]) { server in
      try await DemoBinary.run(
        ["random-users", "--plain", "--live"], input: "1\nx 1\nb\nr\nq\n",
        environment: ["REACTOR_DEMO_RANDOM_USER_BASE_URL": server.baseURL])
    }

    #expect(run.status == 0)
    #expect(run.output.contains("2 people · seed "))
    #expect(run.output.contains("Mr Lukas Müller"))
    #expect(run.output.contains("Ms Lea Schmidt"))
    #expect(run.output.contains("same area, Bayern, Germany:"))
    // The banner, not the word: the menu itself says "offline-first" (Home).
    #expect(!run.output.contains("showing bundled sample data"))
    #expect(run.output.contains("! could not load people (r tries again):"))
    #expect(run.output.contains("    rate limited by the server: Too many requests, slow down"))
    let last = run.output.components(separatedBy: "── Random Users").last ?? ""
    #expect(!last.contains("loading people"), "a failed refresh ends loading")
    #expect(last.contains("Mr Lukas Müller"), "and keeps the people already shown")
  }

  /// On a terminal: arrows and Enter instead of commands.
  @Test(.timeLimit(.minutes(5)))
  func arrowsAndEnterOpenASectionAndToggleARowOnATerminal() async throws {
    let session = try PseudoTerminalSession(arguments: ["random-users", "--offline"])
    try await session.waitFor("100 people")
    session.type("\u{1B}[B")
    session.type("\r")
    try await session.waitFor("Random Users · Female")
    session.type("\r")
    try await session.waitFor("▾  1  ")
    session.type("b")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// Two Bavarians, postcodes as a number and as a string, and a name with an escape sequence.
  static let twoPeople = """
    {"results":[
    {"gender":"male","name":{"title":"Mr","first":"Lukas","last":"Müller"},
     "location":{"street":{"number":4,"name":"Hauptstraße"},"city":"München","state":"Bayern","country":"Germany",
       "postcode":80331},
     "email":"lukas@example.com","dob":{"date":"1994-02-03T10:00:00.000Z","age":32},"phone":"1","cell":"2",
     "login":{"uuid":"11111111-1111-4111-8111-111111111111","username":"lukas"},"nat":"DE",
     "picture":{"large":"l","medium":"m","thumbnail":"t"}},
    {"gender":"female","name":{"title":"Ms","first":"Lea\\u001b[31m","last":"Schmidt"},
     "location":{"street":{"number":9,"name":"Bergstraße"},"city":"Augsburg","state":"Bayern","country":"Germany",
       "postcode":"86150"},
     "email":"lea@example.com","dob":{"date":"1999-07-08T10:00:00.000Z","age":27},"phone":"3","cell":"4",
     "login":{"uuid":"22222222-2222-4222-8222-222222222222","username":"lea"},"nat":"DE",
     "picture":{"large":"l","medium":"m","thumbnail":"t"}}
    ],"info":{"seed":"x","results":2,"page":1,"version":"1.4"}}
    """
}
