import AppShell
import Clocks
import Models
import RandomUsersFeature
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RandomUsersNavigationTests {
  @Test func aSectionIsPushedOverTheMainScreenAndBackReturnsToIt() async {
    let screen = RecordingScreen()
    let service = InMemoryRandomUserService()
    let session = AppSession(
      container: .inMemory(randomUserService: service),
      options: .init(feature: .randomUsers, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for line in ["female", "x 2"] { input.yield(.line(line)) }
    input.finish()
    _ = await session.run(events)

    #expect(session.navigator.pages.map(\.title) == ["reactor-demo", "Random Users", "Female"])
    #expect(service.requests == [.init(count: 100, seed: "fixed", page: 1)])
    let detail = screen.frames.last
    #expect(detail?.title == "Random Users · Female")
    #expect(detail?.lines.contains { $0.contains("▾  2  ") } == true)

    #expect(session.navigator.handle(.line("b")) == .proceed)
    #expect(screen.frames.last?.title == "Random Users")
    #expect(screen.frames.last?.lines.contains("  100 people · seed fixed · page 1") == true)
  }
}
