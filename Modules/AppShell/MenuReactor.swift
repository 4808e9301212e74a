import CaseStudyKit
import ReactorCore
import TextUI

/// The menu: picks a case study by number or name and routes to it through state.
public final class MenuReactor: Reactor {
  public enum Action: Equatable, Sendable {
    case select(String)
    /// Move the highlighted row by this many (↑/↓ and the other keys every list takes).
    case moveSelection(by: Int)
    /// The view has pushed the routed screen: clear the route.
    case removePushed
  }

  public enum Mutation: Equatable, Sendable {
    case setRoute(Entry?)
    case setMessage(String?)
    case setSelection(Int)
  }

  /// A case study as the menu lists it: its number (its place in the list, from 1), its name
  /// and its one-line idea.
  public struct Entry: Equatable, Sendable {
    public let number: Int
    public let name: String
    public let summary: String

    public init(number: Int, name: String, summary: String) {
      self.number = number
      self.name = name
      self.summary = summary
    }
  }

  public struct State: Equatable, Sendable {
    public var entries: [Entry]
    /// The highlighted row, which Enter opens.
    public var selection = 0
    public var route: Entry?
    @Pulse public var message: String?

    public init(entries: [Entry], route: Entry? = nil, message: String? = nil) {
      self.entries = entries
      self.route = route
      self.message = message
    }
  }

  public let initialState: State
  public let runtime = Runtime()

  public init(entries: [Entry]) {
    initialState = State(entries: entries)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .select(let line):
      // The line is looked up as the message would show it: control characters removed.
      let choice = Sanitizer.cleanLine(line)
      if let entry = Self.entry(choice, in: currentState.entries) {
        return .just(.setRoute(entry))
      }
      let numbers = currentState.entries.map { "\($0.number)" }.joined(separator: ", ")
      let shown = choice.truncated(toWidth: 20)
      guard !shown.isEmpty else { return .just(.setMessage("pick \(numbers) or a name")) }
      return .just(.setMessage("no feature '\(shown)': pick \(numbers) or a name"))
    case .moveSelection(let step):
      let count = currentState.entries.count
      let index = max(0, min(currentState.selection + step, count - 1))
      return index == currentState.selection ? .empty() : .just(.setSelection(index))
    case .removePushed:
      return .just(.setRoute(nil))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setRoute(let route):
      state.route = route
    case .setMessage(let message):
      state.message = message
    case .setSelection(let selection):
      state.selection = selection
    }
    return state
  }

  /// The menu's rows: each case study numbered by its place in the list, from 1.
  public nonisolated static func entries<Environment>(_ caseStudies: [CaseStudy<Environment>]) -> [Entry] {
    caseStudies.enumerated().map { Entry(number: $0 + 1, name: $1.name, summary: $1.summary) }
  }

  /// The entry a choice names, on the menu and on the command line alike: its number, or its
  /// name in any case.
  public nonisolated static func entry(_ choice: String, in entries: [Entry]) -> Entry? {
    let choice = choice.lowercased()
    return entries.first { "\($0.number)" == choice || $0.name == choice }
  }
}
