extension ReactorRuntime {
  /// Builds the pipeline unless it is built already (or the stub stands in for it).
  @usableFromInline
  func buildIfNeeded<R: Reactor>(_ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if !flags.contains(.built) { build(reactor) }
  }

  /// Builds the pipeline, as `buildIfNeeded(_:)` does, in the reactor's specialised code: the
  /// initial state through both forms of `transform(state:)`, then each `transform` hook, whose
  /// merged streams start now. Hooks left at their default return their input unchanged, which needs
  /// nothing more; only the others reach the general (unspecialised) code, in the same order.
  /// Callers check that the pipeline is not built yet. While the stub is enabled nothing is
  /// built: no hook runs and no stream starts.
  @inlinable
  func build<R: Reactor>(_ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !flags.contains(.stubbed) else { return }
    flags.insert([.built, .dispatching, .probingStateTransform])
    let initialState = reactor.initialState
    // `transform(state:)` may read `currentState`: it sees the untransformed initial state.
    state = initialState
    state = reactor.transform(state: initialState)
    let transformsEachState = flags.contains(.probingStateTransform)
    flags.remove(.probingStateTransform)
    let states = reactor.transform(state: Mutations(.input))
    let streamsState: Bool
    if case .input = states.kind { streamsState = false } else { streamsState = true }
    if transformsEachState || streamsState { keepReducedState(initialState, reactor) }
    // Before the other hooks, as ReactorKit's `startWith(initialState)` emits before the
    // mutations' streams are subscribed to: the hook sees the initial state first.
    if streamsState { installStateHook(states, reactor) }
    let actions = reactor.transform(action: Mutations(.input))
    if case .input = actions.kind {} else { installActionHook(actions, reactor) }
    let mutations = reactor.transform(mutation: Mutations(.upstream(nil)))
    if case .upstream(nil) = mutations.kind {} else { installMutationHook(mutations, reactor) }
    endDispatch(reactor)
  }

  /// Keeps the untransformed state for `reduce`, as the reactor overrides `transform(state:)`.
  @usableFromInline
  func keepReducedState<R: Reactor>(_ initialState: State, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    extras(reactor).reducedState = initialState
    flags.insert([.transformsState, .slowMutations])
  }

  /// Installs what `transform(action:)` returned when it is not the identity: it starts now,
  /// as a long-lived effect, and each use of the action stream in it sees every action sent
  /// from then on.
  @usableFromInline
  func installActionHook<R: Reactor>(_ result: Mutations<Action>, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    flags.insert(.slowActions)
    extras(reactor).actionSubject = start(result, of: reactor) {
      $0.runtime.receive(transformedAction: $1, from: $0)
    }
  }

  /// Installs what the stream form of `transform(state:)` returned when it is not the identity:
  /// it starts now, as a long-lived effect, and is handed the state so far, then each state
  /// `reduce` makes.
  @usableFromInline
  func installStateHook<R: Reactor>(_ result: Mutations<State>, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    flags.insert([.slowMutations, .awaitingState])
    let subject = start(result, of: reactor) {
      $0.runtime.receive(transformedState: $1, from: $0)
    }
    extras(reactor).stateSubject = subject
    subject.publish(state.unsafelyUnwrapped)
  }

  /// Installs what `transform(mutation:)` returned when it is not the identity.
  @usableFromInline
  func installMutationHook<R: Reactor>(_ result: Mutations<Mutation>, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    let mutations = Pipeline(result)
    let extras = extras(reactor)
    extras.mutationTransforms = mutations.transforms
    flags.insert([.slowActions, .slowMutations])
    guard let others = mutations.others else { return }
    // The subject takes the mutations for the uses of the stream inside other operators
    // (`flatMap`, `concat`); made now, since a `catch` handler or a `deferred` body may use it
    // only once it runs.
    extras.mutationSubject = start(others, of: reactor) {
      $0.runtime.receive($1, from: $0, transformed: true)
    }
  }

  /// Starts what a `transform` hook returned, as long-lived effects whose values go to
  /// `receive`; returns the subject its input stream reads, which the runtime publishes to.
  func start<R: Reactor, Element: Sendable>(
    _ result: Mutations<Element>, of reactor: R,
    receiving receive: @escaping @MainActor @Sendable (R, Element) -> Void
  ) -> Subject<Element>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    let subject = Subject<Element>()
    var context = EffectContext<Element>.delivering(
      to: reactor, store: extras(reactor).effectStore(owner: reactor), isLongLived: true, receive)
    context.input = subject
    result.startEachStream(in: context)
    return subject
  }

  func setTracer<R: Reactor>(_ tracer: ((TraceEvent<Action, Mutation, State>) -> Void)?, reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    buildIfNeeded(reactor)
    extras(reactor).tracer = tracer
    if tracer != nil { flags.insert([.slowActions, .slowMutations]) }
  }

  var stubIfEnabled: Stub<Action, State>? {
    flags.contains(.stubbed) ? extras?.stub : nil
  }

  /// The reactor's stub, made on first use from the current state, or from the raw
  /// `initialState` when the pipeline is not built: making it builds nothing.
  func stub<R: Reactor>(for reactor: R) -> Stub<Action, State>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    let extras = extras(reactor)
    if let stub = extras.stub { return stub }
    let initial = flags.contains(.built) ? state.unsafelyUnwrapped : reactor.initialState
    let stub = Stub<Action, State>(state: initial) { [weak self, weak reactor] state in
      guard let self, let reactor, flags.contains(.stubbed) else { return }
      setStubState(state, reactor)
    }
    extras.stub = stub
    return stub
  }

  /// Drives the state from the stub. Observers are notified inside a dispatch, as for any other
  /// state: one set while they are being notified (by an observer) is notified after the round,
  /// so every observer ends on the latest state.
  func setStubState<R: Reactor>(_ newState: State, _ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    state = newState
    if flags.contains(.dispatching) {
      extras(reactor).queue.append(.stubState)
      flags.insert(.queued)
    } else {
      flags.insert(.dispatching)
      notifyObservers(newState)
      finishDispatch(reactor)
    }
  }

  /// Hands the state to the stub, or back to the pipeline: built then as on first use if it
  /// never was, or where it was left otherwise.
  func setStubEnabled<R: Reactor>(_ isEnabled: Bool, reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard isEnabled != flags.contains(.stubbed) else { return }
    let stub = stub(for: reactor)
    let extras = extras(reactor)
    if isEnabled {
      if flags.contains(.built) { extras.pipelineState = state }
      flags.insert([.stubbed, .slowActions])
      setStubState(stub.state.value, reactor)
    } else {
      flags.remove(.stubbed)
      // Observers are notified inside a dispatch, as for any other state: what they send runs
      // after every observer has seen this state.
      let wasDispatching = flags.contains(.dispatching)
      if flags.contains(.built) {
        flags.insert(.dispatching)
        setState(extras.pipelineState.unsafelyUnwrapped)
        extras.pipelineState = nil
      } else {
        build(reactor)
        flags.insert(.dispatching)
        notifyObservers(state.unsafelyUnwrapped)
      }
      if !wasDispatching { finishDispatch(reactor) }
    }
  }
}

/// What `transform(mutation:)` returned: the per-element transform of each use of the
/// runtime's own stream, and everything merged beside it.
struct Pipeline<Element: Sendable> {
  /// One transform per use of the stream, in order; none when the hook dropped it.
  var transforms: [@MainActor @Sendable (Element) -> Element?] = []
  var others: Mutations<Element>?

  init(_ result: Mutations<Element>) {
    var others: [Mutations<Element>] = []
    func collect(_ part: Mutations<Element>) {
      switch part.kind {
      case .upstream(let transform):
        transforms.append(transform ?? { $0 })
      case .merge(let parts):
        parts.forEach(collect)
      default:
        others.append(part)
      }
    }
    collect(result)
    self.others = others.isEmpty ? nil : .merge(others)
  }
}

extension Mutations {
  /// Starts what a `transform` hook returned, each stream merged at its top under a catch of its
  /// own (``EffectContext/underCatch()``), so an error ends only the stream it came from.
  @MainActor
  func startEachStream(in context: EffectContext<Element>) {
    if case .merge(let parts) = kind {
      for part in parts { part.startEachStream(in: context) }
    } else {
      _ = start(in: context.underCatch())
    }
  }
}
