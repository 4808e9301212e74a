extension Reactor {
  /// This reactor's states as a stream, as ReactorKit's `reactor.state`: the current state when
  /// the stream starts, then every new state, until it is cancelled.
  ///
  /// Reading it starts the reactor, as reading ReactorKit's does: the pipeline is built and the
  /// streams merged in the `transform` hooks start. So `_ = self.state` at the end of `init`
  /// subscribes a service's event stream before the first action, as in ReactorKit apps.
  ///
  /// For a parent that follows its child reactors in ``transform(state:)-dy9i``
  /// (`child.state.skip(1)` is each change after the current state); a view observes with
  /// ``observe(_:)`` instead.
  public var state: Mutations<State> {
    runtime.buildIfNeeded(self)
    return Mutations(.effect(StateNode(self)))
  }
}

// Unchecked: its one stored property is a `let` of a Sendable type, set once in init.
final class StateNode<R: Reactor>: EffectNode<R.State>, @unchecked Sendable {
  /// Weak, so a stream that outlives the reactor (or belongs to it) never keeps it alive.
  let reactor: WeakReference<R>

  @MainActor
  init(_ reactor: R) {
    self.reactor = WeakReference(reactor)
  }

  override func start(in context: EffectContext<R.State>) -> Task<Void, Never>? {
    guard let reactor = reactor.value else { return nil }
    let task = Box<Task<Void, Never>>()
    let subscription = reactor.observe { state in
      if task.value?.isCancelled != true { context.deliver(state) }
    }
    task.value = context.spawn {
      await sleepUntilCancelled()
      subscription.cancel()
    }
    return task.value
  }

  override func execute(in context: EffectContext<R.State>) async {
    if let task = start(in: context) { await join(task) }
  }
}

/// A main-actor object held weakly.
@MainActor
final class WeakReference<Object: AnyObject>: Sendable {
  weak var value: Object?

  init(_ value: Object) {
    self.value = value
  }
}
