import CaseStudyKit
import ReactorCore
import TextUI

/// The menu: picks a case study by number or name and routes to it, once, for the view to open.
public final class MenuReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Open the case study a choice names: its number or its name.
    case select(String)
  }

  public enum Mutation: Equatable, Sendable {
    case setRoute(Entry)
    case setMessage(String)
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
    /// The case study to open, once: the view opens it.
    @Pulse public var route: Entry?
    @Pulse public var message: String?

    public init(entries: [Entry]) {
      self.entries = entries
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
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setRoute(let route):
      state.route = route
    case .setMessage(let message):
      state.message = message
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
