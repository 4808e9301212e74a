import AppShell
import Clocks
import Foundation
import HomeFeature
import Models
import Services
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct HomeNavigationTests {
  @Test func homeOpensAPostAndBackShowsTheListAgain() async {
    let posts = (1...3).map { Post(id: $0, userId: 1, title: "post \($0)", body: "text of \($0)") }
    let comments = [Models.Comment(id: 1, postId: 2, name: "first!", email: "a@mail.example", body: "nice")]
    let author = Author(id: 1, name: "Mira", username: "mira", email: "m@mail.example")
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(
        postsService: InMemoryPostsService(posts: posts, comments: comments, authors: [author])),
      options: .init(feature: .home, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for line in ["2", "b", "q"] { input.yield(.line(line)) }

    #expect(await session.run(events) == .ok)

    let titles = screen.frames.map(\.title)
    #expect(titles.first == "Home", "opened at start, Home is the first frame: no menu under it")
    #expect(titles.contains("Home · Post 2"))
    #expect(titles.last == "Home")
    let detail = screen.frames.last { $0.title == "Home · Post 2" }
    #expect(detail?.lines.contains("  by Mira (@mira)") == true)
    #expect(detail?.lines.contains("  • first! — a@mail.example") == true)
  }
}
