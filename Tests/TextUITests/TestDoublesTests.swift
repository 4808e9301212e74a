import Testing
import TextUI
import TextUITesting

/// The screens and navigations the view tests are given keep, or drop, what they should.
@MainActor
struct TestDoublesTests {
  /// The smallest page: a title, drawn once on the screen it is built with.
  final class TitlePage: Page {
    let title: String
    let about = ""
    let keys: [KeyBinding] = []
    let input = CommandInput()

    init(_ title: String, on screen: any Screen) {
      self.title = title
      screen.draw(Frame(title: title))
    }
  }

  @Test func aRecordingScreenKeepsFramesAndFlashesInOrder() {
    let screen = RecordingScreen(rows: 24)
    screen.draw(Frame(title: "one"))
    screen.flash("hello")
    screen.draw(Frame(title: "two"))

    #expect(screen.frames.map(\.title) == ["one", "two"])
    #expect(screen.flashes == ["hello"])
    #expect(screen.rows == 24)
    #expect(RecordingScreen().rows == nil)
  }

  @Test func aRecordingNavigationKeepsTheStackAndWhatWasDismissed() throws {
    let navigation = RecordingNavigation()
    navigation.push { TitlePage("first", on: $0) }
    navigation.push { TitlePage("second", on: $0) }
    let first = try #require(navigation.pages.first)

    navigation.dismiss(first)

    #expect(navigation.pages.map(\.title) == ["second"])
    #expect(navigation.dismissed.map(\.title) == ["first"])
    #expect(navigation.screen(of: first)?.frames.map(\.title) == ["first"], "each page has its own screen")
  }

  @Test func aNullNavigationNeverBuildsThePage() {
    var built = false
    NullNavigation().push { screen in
      built = true
      return TitlePage("never", on: screen)
    }
    #expect(!built)
  }
}
