import TextUI

/// A navigation that builds every page pushed on it and keeps its stack, so a test can look at
/// the pages a view pushed and the ones it took away.
@MainActor
public final class RecordingNavigation: Navigating {
  /// The pages pushed and not dismissed since, oldest first.
  public private(set) var pages: [any Page] = []

  /// Every page dismissed, in order.
  public private(set) var dismissed: [any Page] = []

  private var screens: [ObjectIdentifier: RecordingScreen] = [:]

  /// Creates a navigation with nothing on it.
  public init() {}

  /// The screen `page` was built on, if it was pushed here: what the page itself drew.
  public func screen(of page: any Page) -> RecordingScreen? {
    screens[ObjectIdentifier(page)]
  }

  /// Builds the page on a ``RecordingScreen`` of its own and puts it on top of ``pages``.
  public func push(_ make: (any Screen) -> any Page) {
    let screen = RecordingScreen()
    let page = make(screen)
    screens[ObjectIdentifier(page)] = screen
    pages.append(page)
  }

  /// Takes `page` off ``pages`` and adds it to ``dismissed``.
  public func dismiss(_ page: any Page) {
    pages.removeAll { $0 === page }
    dismissed.append(page)
  }
}
