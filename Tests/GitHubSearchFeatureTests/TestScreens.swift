import TextUI

/// Keeps what a view draws and flashes; `rows` stands in for the terminal's height.
@MainActor
final class RecordingScreen: Screen {
  private(set) var frames: [Frame] = []
  private(set) var flashes: [String] = []
  let rows: Int?

  init(rows: Int? = nil) {
    self.rows = rows
  }

  func draw(_ frame: Frame) {
    frames.append(frame)
  }

  func flash(_ message: String) {
    flashes.append(message)
  }
}

/// Builds the pages it is asked to push and keeps them.
@MainActor
final class RecordingNavigation: Navigating {
  private(set) var pages: [any Page] = []

  func push(_ make: (any Screen) -> any Page) {
    pages.append(make(RecordingScreen()))
  }

  func dismiss(_ page: any Page) {}
}
