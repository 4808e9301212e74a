/// Stands in for a reactor's logic in view tests: records the actions a view sends and lets the
/// test set the state the view sees.
///
/// While ``Reactor/isStubEnabled`` is true the reactor is inert: `mutate` and `reduce` never run,
/// no `transform` hook runs, no stream merged in one starts, and nothing but ``state`` changes
/// ``Reactor/currentState``.
@MainActor
public final class Stub<Action, State> {
  /// The actions sent while the stub was enabled, in order.
  public private(set) var actions: [Action] = []

  /// The state the reactor reports while the stub is enabled; setting it updates
  /// ``Reactor/currentState`` and observers. It starts from the raw `initialState` (no
  /// `transform(state:)`), or from the current state if the reactor was already in use.
  public var state: State {
    didSet { stateDidChange(state) }
  }

  private let stateDidChange: (State) -> Void

  init(state: State, stateDidChange: @escaping (State) -> Void) {
    self.state = state
    self.stateDidChange = stateDidChange
  }

  func record(_ action: Action) {
    actions.append(action)
  }
}
