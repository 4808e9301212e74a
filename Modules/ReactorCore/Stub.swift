/// Stands in for a reactor's logic in view tests: records the actions a view sends and lets the
/// test set the state the view sees.
@MainActor
public final class Stub<Action, State> {
  /// The actions sent while the stub was enabled, in order.
  public private(set) var actions: [Action] = []

  /// The state the reactor reports; setting it updates ``Reactor/currentState`` and observers.
  public var state: State {
    didSet { stateDidChange(state) }
  }

  var isEnabled = false
  private let stateDidChange: (State) -> Void

  init(state: State, stateDidChange: @escaping (State) -> Void) {
    self.state = state
    self.stateDidChange = stateDidChange
  }

  func record(_ action: Action) {
    actions.append(action)
  }
}
