/// Stands in for a reactor's logic in view tests: records the actions a view sends and lets the
/// test set the state the view sees.
///
/// While ``Reactor/isStubEnabled`` is true the reactor is inert: `mutate` and `reduce` never run,
/// no `transform` hook runs, no stream merged in one starts, and nothing but ``state`` changes
/// ``Reactor/currentState``. Streams a reactor already in use merged in a hook keep running, and
/// what they bring meanwhile is dropped: turning the stub off gives back the state the pipeline
/// had.
@MainActor
public final class Stub<Action, State> {
  /// The actions sent while the stub was enabled, in order.
  public private(set) var actions: [Action] = []

  /// The state the reactor reports while the stub is enabled, as ReactorKit's `StateRelay`:
  /// setting its `value`, or one of the state's properties through it, updates
  /// ``Reactor/currentState`` and observers.
  ///
  /// ```swift
  /// reactor.stub.state.value = State(isLoading: true)  // as ReactorKit's tests write it
  /// reactor.stub.state.isLoading = false                // one property
  /// ```
  ///
  /// It starts from the raw `initialState` (no `transform(state:)`), or from the current state if
  /// the reactor was already in use.
  public var state: StateRelay<State> {
    didSet { stateDidChange(state.value) }
  }

  private let stateDidChange: (State) -> Void

  init(state: State, stateDidChange: @escaping (State) -> Void) {
    self.state = StateRelay(value: state)
    self.stateDidChange = stateDidChange
  }

  func record(_ action: Action) {
    actions.append(action)
  }
}

/// A stub's state, as ReactorKit's `StateRelay`: the whole state as ``value``, and each of its
/// properties by name.
@dynamicMemberLookup
public struct StateRelay<State> {
  /// The whole state.
  public var value: State

  /// A property of the state, read or set by name: `reactor.stub.state.isLoading = true`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }

  /// A constant property of the state, read by name.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    value[keyPath: keyPath]
  }
}
