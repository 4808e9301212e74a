import ReactorCore
import TextUI

/// The menu: picks a feature by number or name and routes to it through state.
public final class MenuReactor: Reactor {
  public enum Action: Equatable, Sendable {
    case select(String)
    /// The view has pushed the routed screen: clear the route.
    case removePushed
  }

  public enum Mutation: Equatable, Sendable {
    case setRoute(Feature?)
    case setMessage(String?)
  }

  public struct State: Equatable, Sendable {
    public var features: [Feature]
    public var route: Feature?
    @Pulse public var message: String?

    public init(features: [Feature], route: Feature? = nil, message: String? = nil) {
      self.features = features
      self.route = route
      self.message = message
    }
  }

  public let initialState: State
  public let runtime = Runtime()

  public init(features: [Feature] = Feature.available) {
    initialState = State(features: features)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .select(let line):
      // The line is looked up as the message would show it: control characters removed.
      let choice = Sanitizer.cleanLine(line)
      if let feature = Feature(choice: choice), currentState.features.contains(feature) {
        return .just(.setRoute(feature))
      }
      if let feature = Feature(choice: choice) {
        return .just(.setMessage("\(feature.name) is not in this build yet"))
      }
      let numbers = currentState.features.map { "\($0.rawValue)" }.joined(separator: ", ")
      let shown = choice.truncated(toWidth: 20)
      guard !shown.isEmpty else { return .just(.setMessage("pick \(numbers) or a name")) }
      return .just(.setMessage("no feature '\(shown)': pick \(numbers) or a name"))
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
    }
    return state
  }
}
