extension ReactorRuntime {
  /// Builds the pipeline: the initial state through `transform(state:)`, then the `transform`
  /// hooks, whose merged streams start now and live as long as the reactor.
  @usableFromInline
  func buildIfNeeded<R: Reactor>(_ reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    guard !flags.contains(.built) else { return }
    flags.insert([.built, .dispatching])
    state = reactor.transform(state: reactor.initialState)

    let actions = Pipeline(reactor.transform(action: Mutations(.upstream(nil))))
    if !actions.isIdentity {
      let extras = extras(reactor)
      extras.actionTransform = actions.transform
      flags.insert(.slowActions)
      if let others = actions.others {
        let context = EffectContext<Action>(
          store: extras.effectStore(),
          isLongLived: true,
          deliver: { [weak reactor] action in
            reactor?.runtime.receive(transformedAction: action, from: reactor!)
          },
          fail: { [weak reactor] error in reactor?.runtime.report(error, from: reactor!) }
        )
        _ = others.start(in: context)
      }
    }

    let mutations = Pipeline(reactor.transform(mutation: Mutations(.upstream(nil))))
    if !mutations.isIdentity {
      let extras = extras(reactor)
      extras.mutationTransform = mutations.transform
      flags.insert([.slowActions, .slowMutations])
      if let others = mutations.others {
        let context = EffectContext<Mutation>(
          store: extras.effectStore(),
          isLongLived: true,
          deliver: { [weak reactor] mutation in
            reactor?.runtime.receive(mutation, from: reactor!, transformed: true)
          },
          fail: { [weak reactor] error in reactor?.runtime.report(error, from: reactor!) }
        )
        _ = others.start(in: context)
      }
    }
    finishDispatch(reactor)
  }

  func setTracer<R: Reactor>(_ tracer: ((TraceEvent<Action, Mutation, State>) -> Void)?, reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    buildIfNeeded(reactor)
    extras(reactor).tracer = tracer
    if tracer != nil { flags.insert([.slowActions, .slowMutations]) }
  }

  var stubIfEnabled: Stub<Action, State>? {
    guard let stub = extras?.stub, stub.isEnabled else { return nil }
    return stub
  }

  func stub<R: Reactor>(for reactor: R) -> Stub<Action, State>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    let extras = extras(reactor)
    if let stub = extras.stub { return stub }
    buildIfNeeded(reactor)
    let stub = Stub<Action, State>(state: state.unsafelyUnwrapped) { [weak self] state in
      self?.setState(state)
    }
    extras.stub = stub
    return stub
  }

  func setStubEnabled<R: Reactor>(_ isEnabled: Bool, reactor: R)
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    stub(for: reactor).isEnabled = isEnabled
    if isEnabled { flags.insert(.slowActions) }
  }
}

/// What a `transform` hook returned: the per-element transform of the runtime's own stream, and
/// everything merged beside it.
struct Pipeline<Element: Sendable> {
  /// Whether the hook returned its input unchanged.
  var isIdentity = false
  var transform: (@Sendable (Element) -> Element?)?
  var others: Mutations<Element>?

  init(_ result: Mutations<Element>) {
    var foundUpstream = false
    var others: [Mutations<Element>] = []
    func collect(_ part: Mutations<Element>) {
      switch part.kind {
      case .upstream(let transform):
        foundUpstream = true
        self.transform = transform
      case .merge(let parts):
        parts.forEach(collect)
      default:
        others.append(part)
      }
    }
    collect(result)
    if case .upstream(nil) = result.kind { isIdentity = true }
    if !foundUpstream { transform = { _ in nil } }
    self.others = others.isEmpty ? nil : .merge(others)
  }
}
