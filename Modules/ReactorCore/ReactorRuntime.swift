/// The storage and engine behind a ``Reactor``: current state, observers, queued actions and
/// running effects.
///
/// A reactor declares one (`let runtime = Runtime()`) and never calls it directly; the methods of
/// ``Reactor`` do. Everything runs on the main actor. Synchronous mutations take a path without
/// task hops or allocations; the rest lives in a side object created on first need.
@MainActor
public final class ReactorRuntime<Action: Sendable, Mutation: Sendable, State: Sendable> {
  // Unchecked exclusivity: these are read and written by code inlined into other modules, where
  // the optimizer cannot prove accesses disjoint, so each access would pay a dynamic check
  // (~100 instructions, several per action). Nothing holds an access across a call out: notify
  // works on a copy of the observers, reduce and mutate get values.
  @exclusivity(unchecked) @usableFromInline var flags: RuntimeFlags = []
  @exclusivity(unchecked) @usableFromInline var state: State?
  @usableFromInline let observers = ObserverList<State>()
  @exclusivity(unchecked) @usableFromInline var extras: RuntimeExtras<Action, Mutation, State>?

  /// Creates an empty runtime; the reactor's pipeline is built on first use.
  ///
  /// Inlinable so it is specialised where the reactor is declared: the generic version looks up
  /// the observer list's metadata (a hash-table search) for every new reactor.
  @inlinable
  public init() {}

  isolated deinit {
    extras?.release()
  }

  // MARK: - Sending

  @inlinable
  func send<R: Reactor>(_ action: Action, to reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if flags != .built {
      // A first action builds here, specialised, and then takes the fast path if it may.
      if !flags.contains(.built) { build(reactor) }
      guard flags == .built else {
        sendSlowly(action, to: reactor)
        return
      }
    }
    flags = [.built, .dispatching]
    dispatch(reactor.mutate(action: action), for: action, reactor)
    endDispatch(reactor)
  }

  @usableFromInline
  func sendSlowly<R: Reactor>(_ action: Action, to reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    buildIfNeeded(reactor)
    if let stub = stubIfEnabled {
      stub.record(action)
      return
    }
    if flags.contains(.dispatching) {
      extras(reactor).queue.append(.sent(action))
      flags.insert(.queued)
      return
    }
    flags.insert(.dispatching)
    process(.sent(action), reactor)
    finishDispatch(reactor)
  }

  /// Runs one action through the whole pipeline; the caller holds `.dispatching`.
  ///
  /// A sent action goes through what `transform(action:)` returned, which hands what comes out
  /// of it (now, or later from a task) to ``receive(transformedAction:from:)``; an action that
  /// came out of it goes to `mutate`. Queued or not, an action takes the same path.
  func process<R: Reactor>(_ action: QueuedAction<Action>, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    switch action {
    case .sent(let action):
      guard let subject = extras?.actionSubject else {
        mutate(action, reactor)
        return
      }
      let wasPublishing = flags.contains(.publishing)
      flags.insert(.publishing)
      subject.publish(action)
      if !wasPublishing { flags.remove(.publishing) }
    case .transformed(let action):
      mutate(action, reactor)
    case .stubState:
      notifyObservers(state.unsafelyUnwrapped)
    }
  }

  /// Hands an action that passed `transform(action:)` to `mutate`; the caller holds
  /// `.dispatching`.
  func mutate<R: Reactor>(_ action: Action, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    var ended: [@MainActor @Sendable () -> Void] = []
    if let extras {
      extras.tracer?(.action(action))
      if let store = extras.store, store.hasWatchers { ended = store.actionArrived(action) }
    }
    // What a sent action's `mutate` starts is its own dispatch, not part of the publishing.
    let wasPublishing = flags.contains(.publishing)
    flags.remove(.publishing)
    dispatch(reactor.mutate(action: action), for: action, reactor)
    // The effects this action ended go on (a `concat`'s next part) within its send, after it.
    for end in ended { end() }
    if wasPublishing { flags.insert(.publishing) }
  }

  /// Leaves the dispatching state, running the actions queued meanwhile first; the same as
  /// ``finishDispatch(_:)``, without its call when nothing is queued.
  @inlinable
  func endDispatch<R: Reactor>(_ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if flags.contains(.queued) {
      finishDispatch(reactor)
    } else {
      flags.remove(.dispatching)
    }
  }

  /// Runs the actions queued while dispatching, then leaves the dispatching state.
  @usableFromInline
  func finishDispatch<R: Reactor>(_ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    while flags.contains(.queued), let extras, !extras.queue.isEmpty {
      let next = extras.queue.removeFirst()
      if extras.queue.isEmpty { flags.remove(.queued) }
      if case .stubState = next {
        notifyObservers(state.unsafelyUnwrapped)
      } else if let stub = stubIfEnabled {
        if case .sent(let action) = next { stub.record(action) }
      } else {
        process(next, reactor)
      }
    }
    flags.remove([.dispatching, .queued])
  }

  // MARK: - Mutations

  /// Reduces what is synchronous now and launches the rest as an effect of `action`.
  ///
  /// A lone value is handled here, without a call: the general case recurses (a concatenation
  /// of concatenations), which keeps the optimizer from inlining it into `send`.
  @inlinable
  func dispatch<R: Reactor>(_ mutations: Mutations<Mutation>, for action: Action, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if case .just(let mutation) = mutations.kind {
      apply(mutation, reactor)
    } else {
      dispatchComposite(mutations, for: action, reactor)
    }
  }

  @inlinable
  func dispatchComposite<R: Reactor>(_ mutations: Mutations<Mutation>, for action: Action, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    switch mutations.kind {
    case .just(let mutation):
      apply(mutation, reactor)
    case .none:
      break
    case .concat(let parts):
      for index in parts.indices {
        if case .just(let mutation) = parts[index].kind {
          apply(mutation, reactor)
          continue
        }
        // A deferred part is evaluated when its turn comes, after the parts before it.
        let part = parts[index].evaluatingDeferred()
        if part.isSynchronous {
          dispatch(part, for: action, reactor)
        } else {
          launch(Mutations(.concat([part] + parts[(index + 1)...])), for: action, reactor)
          return
        }
      }
    case .deferred(let body):
      dispatch(body(), for: action, reactor)
    default:
      launch(mutations, for: action, reactor)
    }
  }

  @usableFromInline
  func launch<R: Reactor>(_ mutations: Mutations<Mutation>, for action: Action, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    // Effects may watch later actions, which the fast path does not check.
    flags.insert(.slowActions)
    let extras = extras(reactor)
    let context = extras.context(reactor).started(by: action)
    _ = mutations.start(in: context)
    extras.store?.finishIfEnded(context.origin)
  }

  /// Reduces one mutation from `mutate` and notifies the observers.
  @inlinable
  func apply<R: Reactor>(_ mutation: Mutation, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !flags.contains(.slowMutations) else {
      applySlowly(mutation, reactor, transformed: false)
      return
    }
    // `transform(state:)` is the identity here: an override sets `.slowMutations`.
    let newState = reactor.reduce(state: state.unsafelyUnwrapped, mutation: mutation)
    state = newState
    notifyObservers(newState)
  }

  /// Notifies the observers. A lone observer is called directly: the same call, without
  /// copying (retaining, releasing) the empty rest.
  @inlinable
  func notifyObservers(_ newState: State) {
    guard observers.rest.isEmpty else {
      observers.notify(newState)
      return
    }
    guard let observer = observers.firstBody else { return }
    observer(newState)
  }

  @usableFromInline
  func applySlowly<R: Reactor>(_ mutation: Mutation, _ reactor: R, transformed: Bool)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !transformed, let transforms = extras?.mutationTransforms else {
      reduceSlowly(mutation, reactor)
      return
    }
    // Each use of `mutation` in `transform(mutation:)` gets the mutation, in order: those merged
    // as they are first, then those inside other operators.
    for transform in transforms {
      if let result = transform(mutation) { reduceSlowly(result, reactor) }
    }
    extras?.mutationSubject?.publish(mutation)
  }

  /// Reduces one mutation that passed `transform(mutation:)`, tracing it and its state.
  func reduceSlowly<R: Reactor>(_ mutation: Mutation, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    let tracer = extras?.tracer
    tracer?(.mutation(mutation))
    let newState: State
    if flags.contains(.transformsState), let extras {
      // `reduce` gets the state it made last, never what `transform(state:)` made of it.
      let reduced = reactor.reduce(state: extras.reducedState.unsafelyUnwrapped, mutation: mutation)
      extras.reducedState = reduced
      if let subject = extras.stateSubject {
        // What comes out of the stream form is the state: see receive(transformedState:from:).
        subject.publish(reactor.transform(state: reduced))
        return
      }
      newState = reactor.transform(state: reduced)
    } else {
      newState = reactor.reduce(state: state.unsafelyUnwrapped, mutation: mutation)
    }
    state = newState
    tracer?(.state(newState))
    notifyObservers(newState)
  }

  /// Takes a mutation an effect emitted; `transformed` when it already passed
  /// `transform(mutation:)` (streams merged there).
  func receive<R: Reactor>(_ mutation: Mutation, from reactor: R, transformed: Bool)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    // While the stub is enabled, it alone changes the state.
    guard !flags.contains(.stubbed) else { return }
    // Synchronous parts of a launched effect arrive while their action is dispatching: they
    // belong to it. Anything else is a new step, after which queued actions run.
    if flags.contains(.dispatching) {
      applySlowly(mutation, reactor, transformed: transformed)
    } else {
      flags.insert(.dispatching)
      applySlowly(mutation, reactor, transformed: transformed)
      finishDispatch(reactor)
    }
  }

  /// Takes an action that came out of what `transform(action:)` returned.
  ///
  /// One that comes while a sent action is handed to that stream goes to `mutate` at once, as
  /// the stream emits it; one that comes during another dispatch waits its turn, and is not
  /// transformed again.
  func receive<R: Reactor>(transformedAction action: Action, from reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !flags.contains(.stubbed) else { return }
    if flags.contains(.publishing) {
      mutate(action, reactor)
    } else if flags.contains(.dispatching) {
      extras(reactor).queue.append(.transformed(action))
      flags.insert(.queued)
    } else {
      flags.insert(.dispatching)
      mutate(action, reactor)
      finishDispatch(reactor)
    }
  }

  /// Takes a state that came out of the stream form of `transform(state:)`: it is the state
  /// observers and `currentState` see; `reduce` goes on from the state it made.
  func receive<R: Reactor>(transformedState newState: State, from reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !flags.contains(.stubbed) else { return }
    flags.remove(.awaitingState)
    state = newState
    extras?.tracer?(.state(newState))
    if flags.contains(.dispatching) {
      notifyObservers(newState)
    } else {
      flags.insert(.dispatching)
      notifyObservers(newState)
      finishDispatch(reactor)
    }
  }

  func report<R: Reactor>(_ error: any Error, from reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    extras?.tracer?(.error(error))
    reactor.handleError(error)
  }

  // MARK: - State and observers

  @inlinable
  func currentState<R: Reactor>(of reactor: R) -> State
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if !flags.contains(.built) { build(reactor) }
    guard let state else { Self.stateReadDuringBuild() }
    return state
  }

  @usableFromInline
  static func stateReadDuringBuild() -> Never {
    preconditionFailure(
      """
      currentState was read while initialState was being computed: initialState must not read \
      currentState (there is no state yet)
      """)
  }

  @inlinable
  func observe<R: Reactor>(_ reactor: R, _ observer: @escaping @MainActor (State) -> Void)
    -> Subscription
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if !flags.contains(.built) { build(reactor) }
    let id = observers.add(observer)
    replay(to: observer, reactor)
    return Subscription(observerOf: observers, id: id)
  }

  /// Gives a new observer the current state; actions it sends meanwhile run after it returns.
  ///
  /// Nothing, while the stream form of `transform(state:)` has emitted nothing (it dropped the
  /// initial state): observers see only what that hook emitted, as with RxSwift's `replay(1)`.
  @inlinable
  func replay<R: Reactor>(to observer: @MainActor (State) -> Void, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if flags.contains(.awaitingState), !flags.contains(.stubbed) { return }
    if flags.contains(.dispatching) {
      observer(state.unsafelyUnwrapped)
    } else {
      flags.insert(.dispatching)
      observer(state.unsafelyUnwrapped)
      endDispatch(reactor)
    }
  }

  /// Drives the state from outside the pipeline (the stub).
  func setState(_ newState: State) {
    state = newState
    notifyObservers(newState)
  }

  /// Runs `body` when the reactor is released, unless ``removeReleaseHandler(_:)`` removes it.
  func onRelease(_ body: @escaping () -> Void) -> Int {
    let extras = self.extras ?? RuntimeExtras()
    self.extras = extras
    let key = extras.nextReleaseHandler
    extras.nextReleaseHandler += 1
    extras.releaseHandlers[key] = body
    return key
  }

  func removeReleaseHandler(_ key: Int) {
    extras?.releaseHandlers[key] = nil
  }

  @usableFromInline
  func extras<R: Reactor>(_ reactor: R) -> RuntimeExtras<Action, Mutation, State>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if let extras { return extras }
    let extras = RuntimeExtras<Action, Mutation, State>()
    self.extras = extras
    return extras
  }
}
