/// A reactor turns a view's actions into state: `mutate` produces mutations (side effects live
/// here), `reduce` folds each mutation into a new state (purely).
///
/// A conforming class declares its `Action`, `Mutation` and `State`, an `initialState`, and one
/// line of storage:
///
/// ```swift
/// let runtime = Runtime()
/// ```
///
/// The pipeline is built on first use (the first ``send(_:)``, observation or read of
/// ``currentState``): `initialState` goes through ``transform(state:)``, and the streams merged in
/// ``transform(action:)`` and ``transform(mutation:)`` start. For every action the runtime calls,
/// in order: `transform(action:)` → `mutate(action:)` → `transform(mutation:)` →
/// `reduce(state:mutation:)` → `transform(state:)`, then notifies the observers. As in
/// ReactorKit, where `scan` runs before `transform(state:)`, `reduce` always receives the previous
/// state as `reduce` made it; only observers and ``currentState`` see the transformed one.
@MainActor
public protocol Reactor: AnyObject {
  /// What the user intends: `refresh`, `select(id:)`.
  associatedtype Action: Sendable
  /// A change of state: `setLoading(Bool)`, `appendItems([Item])`.
  associatedtype Mutation: Sendable = Action
  /// What the view renders.
  associatedtype State

  /// The state before the first action.
  var initialState: State { get }

  /// The runtime's storage; declare it as `let runtime = Runtime()`.
  var runtime: ReactorRuntime<Action, Mutation, State> { get }

  /// Transforms the stream of actions, for instance to merge actions from elsewhere.
  ///
  /// `action` is the stream of actions sent to the reactor, an ordinary ``Mutations`` value:
  /// every operator works on it and it can be used any number of times, each use seeing every
  /// action sent while it runs. What this returns starts when the pipeline is built, and what
  /// comes out of it goes to `mutate` (`.concat(.just(.load), action)` starts with `.load`).
  /// The default returns `action` unchanged, which costs nothing.
  func transform(action: Mutations<Action>) -> Mutations<Action>

  /// Produces the mutations for an action. This is the place for side effects.
  func mutate(action: Action) -> Mutations<Mutation>

  /// Transforms the stream of mutations; merging a service's event stream here is how global
  /// state reaches a reactor.
  ///
  /// `mutation` stands for the mutations `mutate` produces; the default returns it unchanged.
  /// Streams merged here start with the reactor and stop when it is released.
  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation>

  /// Returns the state after a mutation. It must be pure: no side effects.
  func reduce(state: State, mutation: Mutation) -> State

  /// Transforms each new state before observers and ``currentState`` see it, the initial state
  /// included.
  ///
  /// What it returns is never fed back: the next `reduce` gets the state before this transform.
  func transform(state: State) -> State

  /// Called with an error an effect threw; the effect has ended, the reactor goes on.
  func handleError(_ error: any Error)
}

extension Reactor {
  /// The runtime type this reactor stores.
  public typealias Runtime = ReactorRuntime<Action, Mutation, State>

  @inlinable
  public func transform(action: Mutations<Action>) -> Mutations<Action> {
    action
  }

  @inlinable
  public func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    mutation
  }

  public func transform(state: State) -> State {
    runtime.flags.remove(.probingStateTransform)
    return state
  }

  @inlinable
  public func reduce(state: State, mutation: Mutation) -> State {
    state
  }

  public func handleError(_ error: any Error) {}
}

extension Reactor where Mutation == Action {
  /// Sends each action on as its own mutation.
  @inlinable
  public func mutate(action: Action) -> Mutations<Mutation> {
    .just(action)
  }
}
