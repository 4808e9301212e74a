import TextUI

/// A terminal run's keys, less the two a terminal program answers itself before any screen
/// sees them: Ctrl-Z suspends to the shell and Ctrl-L redraws the screen. Neither is recorded:
/// they change nothing a replay would show.
struct TerminalKeys<Base: AsyncSequence<InputEvent, Never>>: AsyncSequence {
  typealias Element = InputEvent
  typealias Failure = Never

  let base: Base
  let suspend: @MainActor () -> Void
  let redraw: @MainActor () -> Void

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let suspend: @MainActor () -> Void
    let redraw: @MainActor () -> Void

    mutating func next(isolation actor: isolated (any Actor)?) async -> InputEvent? {
      while let event = await base.next(isolation: actor) {
        switch event {
        case .key(.control("z")): await suspend()
        case .key(.control("l")): await redraw()
        default: return event
        }
      }
      return nil
    }

    mutating func next() async -> InputEvent? {
      await next(isolation: nil)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), suspend: suspend, redraw: redraw)
  }
}
