import CounterFeature
import GitHubSearchFeature
import ReactorCore
import ReactorScenarios
import ReactorTracing
import TextUI

/// A reactor traced as the app traces the screen on top: every line sanitised and kept for the
/// panel (as far back as the history goes), every state kept in a history of 500 steps.
@MainActor
public final class AppTrace<R: Reactor> {
  /// The states kept.
  public let history: StateHistory<R.Action, R.Mutation, R.State>
  /// The panel's lines.
  public private(set) var lines: [TraceLine] = []

  /// Starts tracing `reactor`; with `withLines` false, only the history is kept (what time
  /// travel adds to the trace panel the app had before).
  public init(_ reactor: R, capacity: Int = 500, withLines: Bool = true) {
    let history = StateHistory<R.Action, R.Mutation, R.State>(
      initialState: reactor.currentState, capacity: capacity)
    self.history = history
    if withLines {
      reactor.trace(lines: { [unowned self] line in self.take(line) }, history: history)
    } else {
      reactor.trace { history.record($0) }
    }
  }

  private func take(_ line: TraceLine) {
    var line = line
    line.text = Sanitizer.cleanLine(line.text)
    lines.append(line)
    // As the navigator does: lines older than the oldest state kept go, 64 states at a time.
    let oldest = history.oldest
    if let first = lines.first?.step, first < oldest - 64 {
      lines.removeFirst(lines.prefix { ($0.step ?? oldest) < oldest }.count)
    }
  }
}

/// Sends `count` actions to `reactor`, observed by a sink as a view observes it; traced as the
/// app traces when `traced`.
@MainActor
public enum TimeTravelScenario {
  /// How the reactor is traced.
  public enum Mode: Sendable {
    /// Not at all: tracing off.
    case off
    /// A history of 500 states only.
    case history
    /// As the app traces the screen on top: history and the panel's lines.
    case app
  }

  /// Counter: `count` increases.
  public static func counter(_ count: Int, trace mode: Mode) -> Int {
    let reactor = CounterStates()
    var last = 0
    reactor.observe { last = $0.value }
    let trace = mode == .off ? nil : AppTrace(reactor, withLines: mode == .app)
    for _ in 0..<count { reactor.send(.increase) }
    return last + (trace?.history.count ?? 0)
  }

  /// GitHub Search: `count` pages of 30 repositories, two pages shown in turn.
  public static func search(_ count: Int, trace mode: Mode) -> Int {
    let reactor = SearchStates(pages: [SearchStates.page(1), SearchStates.page(2)])
    var last = 0
    reactor.observe { last = $0.repos.count }
    let trace = mode == .off ? nil : AppTrace(reactor, withLines: mode == .app)
    for index in 0..<count { reactor.send(.show(index)) }
    return last + (trace?.history.count ?? 0)
  }

  /// The heap held by the trace of 500 states (`withLines` false: the history only):
  /// Counter's, and GitHub Search's with a page of 30 repositories of its own in each state
  /// (the most a history of searches can hold; a step that keeps the list shares the array).
  public static func memory(withLines: Bool) -> (counter: Int, search: Int) {
    let counter = CounterStates()
    let counterBefore = HeapUsage.bytesInUse()
    let counterTrace = AppTrace(counter, withLines: withLines)
    for _ in 0..<500 { counter.send(.increase) }
    let counterBytes = HeapUsage.bytesInUse() - counterBefore

    let search = SearchStates(pages: [SearchStates.page(0)])
    let searchBefore = HeapUsage.bytesInUse()
    let searchTrace = AppTrace(search, withLines: withLines)
    for number in 1...500 {
      search.pages = [SearchStates.page(number)]
      search.send(.show(0))
    }
    search.pages = []
    let searchBytes = HeapUsage.bytesInUse() - searchBefore
    withExtendedLifetime((counterTrace, searchTrace)) {}
    return (counterBytes, searchBytes)
  }

  /// The heap 500 pages of 30 repositories take on their own.
  public static func pagesMemory() -> Int {
    let before = HeapUsage.bytesInUse()
    let pages = (0..<500).map(SearchStates.page)
    let bytes = HeapUsage.bytesInUse() - before
    withExtendedLifetime(pages) {}
    return bytes
  }
}
