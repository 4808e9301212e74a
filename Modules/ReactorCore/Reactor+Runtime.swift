extension Reactor {
  /// The latest state; reading it builds the pipeline if nothing else has.
  @inlinable
  public var currentState: State {
    runtime.currentState(of: self)
  }

  /// Sends an action. Its synchronous mutations are reduced before this returns; an action sent
  /// while another is being processed (from `reduce` or an observer) runs right after it.
  @inlinable
  public func send(_ action: Action) {
    runtime.send(action, to: self)
  }

  /// Calls `observer` with the current state now and with every new state after.
  ///
  /// When the stream form of ``transform(state:)-dy9i`` has emitted nothing yet (it filtered or
  /// skipped the initial state), there is no state to give now: the observer gets the first one
  /// the hook emits, as with RxSwift's `replay(1)`.
  @discardableResult
  @inlinable
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> Subscription {
    runtime.observe(self, observer)
  }

  /// Calls `observer` with the value at `keyPath` now and whenever it changes.
  @discardableResult
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    _ observer: @escaping @MainActor (Value) -> Void
  ) -> Subscription {
    var last: Value?
    return observe { state in
      let value = state[keyPath: keyPath]
      guard value != last else { return }
      last = value
      observer(value)
    }
  }

  /// Calls `observer` on every assignment of a ``Pulse`` value, equal values included, and never
  /// on other mutations.
  ///
  /// Unlike ReactorKit's `pulse(\.$x)`, the value present when observing starts is not replayed
  /// to the new observer. ReactorKit's replay comes from its state stream replaying the current
  /// state; for a pulse, which stands for an event (an alert, a message), it means a view bound
  /// again, say after coming back to its screen, shows the last alert a second time. Here an
  /// observer sees only the assignments made after it started.
  @discardableResult
  public func pulse<Value>(
    _ keyPath: KeyPath<State, Pulse<Value>>,
    _ observer: @escaping @MainActor (Value) -> Void
  ) -> Subscription {
    var count: UInt?
    return observe { state in
      let pulse = state[keyPath: keyPath]
      defer { count = pulse.valueUpdatedCount }
      guard let count, count != pulse.valueUpdatedCount else { return }
      observer(pulse.value)
    }
  }

  /// Whether no effect is running (streams merged in the `transform` hooks, and effects marked
  /// ``Mutations/longLived()``, do not count).
  public var isIdle: Bool {
    runtime.isIdle
  }

  /// The actions whose effects are still running, oldest first, one entry per action (streams
  /// merged in the `transform` hooks, and effects marked ``Mutations/longLived()``, are not
  /// listed).
  public var runningEffects: [Action] {
    runtime.runningEffects
  }

  /// The actions whose effects marked ``Mutations/longLived()`` are running (a timer started),
  /// oldest first.
  public var longLivedEffects: [Action] {
    runtime.longLivedEffects
  }

  /// The executor effects' tasks are queued on, and where the nonisolated work they await runs
  /// (a `stream`'s iteration, a service's call); nil, the default, for the global concurrent
  /// executor. The bodies of `run` and `task` are main-actor code wherever their task starts.
  ///
  /// Set it before the reactor is first used: tasks already running keep the executor they
  /// started with. Tests give one that runs that work in order on the main actor, so draining
  /// the main actor drains the effects (ReactorTesting's `TestEffectExecutor`).
  ///
  /// With an executor, an effect's task is queued on it rather than started inside the `send`
  /// that launched it: Swift starts a task with an executor preference only once that executor
  /// runs it (`Task.immediate` queues such a task too). So nothing an effect does is reduced
  /// before `send` returns; drain to see it. Without one, the default, an effect starts at once.
  public var effectExecutor: (any TaskExecutor)? {
    get { runtime.extras?.executor }
    set { runtime.extras(self).executor = newValue }
  }

  /// Returns once no effect is running (streams merged in the `transform` hooks do not count).
  public func waitUntilIdle() async {
    await runtime.waitUntilIdle()
  }

  /// Sees every action, mutation, state and effect error from now on; nil stops tracing.
  public func trace(_ tracer: ((TraceEvent<Action, Mutation, State>) -> Void)?) {
    runtime.setTracer(tracer, reactor: self)
  }

  /// When true, sent actions are only recorded in ``stub`` and ``Stub/state`` drives the state.
  public var isStubEnabled: Bool {
    get { runtime.stubIfEnabled != nil }
    set { runtime.setStubEnabled(newValue, reactor: self) }
  }

  /// The stub used while ``isStubEnabled`` is true, for view tests.
  public var stub: Stub<Action, State> {
    runtime.stub(for: self)
  }
}

extension Reactor {
  /// Every state from now on, for asynchronous consumers; views observe synchronously instead.
  ///
  /// Each state costs one hop to the consumer's actor. The sequence ends when the reactor is
  /// released.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self)
    let subscription = observe { continuation.yield($0) }
    let runtime = self.runtime
    let releaseHandler = runtime.onRelease { continuation.finish() }
    // A consumer that stops leaves nothing behind: neither its observer nor its release handler.
    continuation.onTermination = { [weak runtime] _ in
      Task { @MainActor in
        subscription.cancel()
        runtime?.removeReleaseHandler(releaseHandler)
      }
    }
    return stream
  }
}
