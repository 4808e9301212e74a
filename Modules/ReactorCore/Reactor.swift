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
/// The pipeline is built on first use (the first ``send(_:)``, observation, read of
/// ``currentState`` or of ``state``, so `_ = self.state` in `init` starts it there, as in ReactorKit):
/// `initialState` goes through ``transform(state:)-9r6ch`` and
/// ``transform(state:)-dy9i``, and the streams merged in the `transform` hooks
/// start. For every action the runtime calls, in order: `transform(action:)` →
/// `mutate(action:)` → `transform(mutation:)` → `reduce(state:mutation:)` → `transform(state:)`,
/// then notifies the observers. As in ReactorKit, where `scan` runs before `transform(state:)`,
/// `reduce` always receives the previous state as `reduce` made it; only observers and
/// ``currentState`` see the transformed one.
///
/// As in ReactorKit, each action's effect runs under a catch: an error thrown anywhere in it, and
/// not turned into mutations by a ``Mutations/catch(_:)`` inside, ends everything that action
/// started and is still running, and reaches ``handleError(_:)``; the reactor goes on.
@MainActor
public protocol Reactor: AnyObject {
  /// What the user intends: `refresh`, `select(id:)`.
  associatedtype Action: Sendable
  /// A change of state: `setLoading(Bool)`, `appendItems([Item])`.
  associatedtype Mutation: Sendable = Action
  /// What the view renders.
  ///
  /// `Sendable`, as the element of the state stream ``transform(state:)-dy9i``
  /// works on; a value type of values, or of main-actor objects (cell reactors), is.
  associatedtype State: Sendable

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
  /// `mutation` stands for the mutations `mutate` produces, and every operator works on it; the
  /// default returns it unchanged. Streams merged here start with the reactor and stop when it
  /// is released.
  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation>

  /// Returns the state after a mutation. It must be pure: no side effects.
  func reduce(state: State, mutation: Mutation) -> State

  /// Transforms each new state before observers and ``currentState`` see it, the initial state
  /// included.
  ///
  /// What it returns is never fed back: the next `reduce` gets the state before this transform.
  /// The default returns `state` unchanged, which costs nothing.
  func transform(state: State) -> State

  /// Transforms the stream of states, as ReactorKit's `transform(state:)` does: what comes out of
  /// it is what observers and ``currentState`` see.
  ///
  /// `state` is every state `reduce` makes, the initial state first (after
  /// ``transform(state:)-9r6ch``), an ordinary ``Mutations`` value: every operator works on it.
  /// Merge other streams into it to emit a new state when something else changes, as a parent
  /// does that follows its child reactors:
  ///
  /// ```swift
  /// func transform(state: Mutations<State>) -> Mutations<State> {
  ///   state.flatMapLatest { state in
  ///     .merge(.just(state), Mutations.merge(state.rows.map { $0.state.skip(1) }).map { _ in state })
  ///   }
  /// }
  /// ```
  ///
  /// What it returns starts when the pipeline is built and is never fed back: the next `reduce`
  /// gets the state `reduce` made last. The default returns `state` unchanged, which costs
  /// nothing.
  func transform(state: Mutations<State>) -> Mutations<State>

  /// Called with an error an effect threw and no `catch` handled: everything the action that
  /// started the effect started has ended (for a stream merged in a `transform` hook, that
  /// stream has), and the reactor goes on.
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
  public func transform(state: Mutations<State>) -> Mutations<State> {
    state
  }

  @inlinable
  public func reduce(state: State, mutation: Mutation) -> State {
    state
  }

  /// Produces nothing, as ReactorKit's default `mutate`: a reactor fed only by the streams its
  /// `transform` hooks merge (its `Action` is ``NoAction``) needs none of its own.
  @inlinable
  public func mutate(action: Action) -> Mutations<Mutation> {
    .empty()
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
