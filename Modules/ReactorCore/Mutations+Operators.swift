extension Mutations {
  /// Transforms every value.
  ///
  /// The transform runs on the main actor, so it can make main-actor objects (cell reactors
  /// from a fetched list).
  @MainActor
  public func map<Output: Sendable>(
    _ transform: @escaping @MainActor @Sendable (Element) -> Output
  ) -> Mutations<Output> {
    compactMap(transform)
  }

  /// Keeps the values for which `isIncluded` is true.
  @MainActor
  public func filter(_ isIncluded: @escaping @MainActor @Sendable (Element) -> Bool) -> Self {
    compactMap { isIncluded($0) ? $0 : nil }
  }

  /// Transforms every value, dropping those that become nil.
  ///
  /// Synchronous values are transformed right away; asynchronous ones as they arrive, on the
  /// main actor.
  @MainActor
  public func compactMap<Output: Sendable>(
    _ transform: @escaping @MainActor @Sendable (Element) -> Output?
  ) -> Mutations<Output> {
    switch kind {
    case .none:
      return .empty()
    case .just(let element):
      return transform(element).map(Mutations<Output>.just) ?? .empty()
    case .concat(let parts):
      return .concat(parts.map { $0.compactMap(transform) })
    case .merge(let parts):
      return .merge(parts.map { $0.compactMap(transform) })
    case .effect(let node):
      return Mutations<Output>(.effect(MapNode(inner: node, transform: transform)))
    case .deferred(let body):
      return .deferred { body().compactMap(transform) }
    case .input:
      return Mutations<Output>(.effect(MapNode(inner: SubjectNode<Element>(), transform: transform)))
    case .upstream(let previous):
      // The runtime's own stream keeps its element type; only same-type transforms compose.
      guard let transform = transform as? @MainActor @Sendable (Element) -> Element? else {
        preconditionFailure("A transform hook may map its upstream only to the same type")
      }
      let composed: @MainActor @Sendable (Element) -> Element? =
        if let previous { { previous($0).flatMap(transform) } } else { transform }
      return Mutations(.upstream(composed)) as! Mutations<Output>
    }
  }

  /// Turns every value into mutations of their own, and runs them all at once, as Rx's
  /// `flatMap`: a result becomes zero, one or several mutations.
  ///
  /// ```swift
  /// .task { [service] in try await service.save(draft) }
  ///   .flatMap { saved in saved ? .concat(.just(.setSaved), .just(.close)) : .empty() }
  /// ```
  ///
  /// A synchronous value is turned now, so `.just(x).flatMap(f)` is `f(x)`. The whole ends when
  /// this value and everything made from it have ended.
  @MainActor
  public func flatMap<Output: Sendable>(
    _ transform: @escaping @MainActor @Sendable (Element) -> Mutations<Output>
  ) -> Mutations<Output> {
    switch kind {
    case .none: .empty()
    case .just(let element): transform(element)
    default: Mutations<Output>(.effect(FlatMapNode(inner: self, transform: transform, isLatest: false)))
    }
  }

  /// Turns every value into mutations of their own, ending those made from the value before,
  /// as Rx's `flatMapLatest`: only the latest value's mutations run.
  @MainActor
  public func flatMapLatest<Output: Sendable>(
    _ transform: @escaping @MainActor @Sendable (Element) -> Mutations<Output>
  ) -> Mutations<Output> {
    switch kind {
    case .none: .empty()
    case .just(let element): transform(element)
    default: Mutations<Output>(.effect(FlatMapNode(inner: self, transform: transform, isLatest: true)))
    }
  }

  /// Drops the first `count` values, as Rx's `skip`.
  ///
  /// Each start counts anew: `reactor.state.skip(1)` is every state after the current one.
  public func skip(_ count: Int) -> Self {
    count <= 0 ? self : Self(.effect(SkipNode(inner: self, count: count)))
  }

  /// Shifts every value `duration` later on `clock`, as Rx's `delay`.
  ///
  /// This value starts at once; each of its values is reduced `duration` after it came, in
  /// order, and its end comes `duration` after it ended (a `concat` goes on then). An error is
  /// not delayed: it comes at once, and the values still waiting are dropped. Inject the clock
  /// so tests can drive it with a `TestClock`.
  public func delay(for duration: Duration, clock: any Clock<Duration>) -> Self {
    Self(.effect(DelayNode(inner: self, duration: duration, clock: clock)))
  }

  /// Ends this effect when one of `actions` reaches the reactor after it started.
  ///
  /// ReactorKit's `take(until:)` pattern, written as in ReactorKit: a new search query ends the
  /// request of the old one.
  ///
  /// ```swift
  /// .task { try await search(query) }
  ///   .map(Mutation.setResults)
  ///   .take(until: self.action.filter(isUpdateQueryAction))
  /// ```
  ///
  /// `self.action` is the reactor's own ``ActionStream``, so the filter's predicate is checked
  /// against the reactor's `Action` type when the code compiles. Once the `send` of that action
  /// returns, nothing from any part of this effect is reduced, and an enclosing
  /// ``concat(_:)-(Mutations<Element>...)`` has gone on with its next part.
  public func take<Action>(until actions: ActionStream<Action>) -> Self {
    Self(.effect(TakeUntilNode(inner: self, watching: actions)))
  }

  /// Marks this effect with `id` so ``cancel(id:)`` can end it.
  ///
  /// Once the `send` that cancels it returns, nothing from any part of it is reduced, and an
  /// enclosing ``concat(_:)-(Mutations<Element>...)`` has gone on with its next part.
  ///
  /// - Parameters:
  ///   - id: any value, compared for equality; an enum of the feature's own keeps ids apart.
  ///   - cancelInFlight: end effects with the same id that are still running first.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    Self(.effect(CancellableNode(inner: self, id: AnyHashable(id), cancelInFlight: cancelInFlight)))
  }

  /// Marks this effect as living until it is cancelled: a timer, a subscription.
  ///
  /// It runs and delivers as any effect does, and an error in it ends its action's effect as
  /// any error does; but it does not keep the reactor busy. ``Reactor/isIdle`` and
  /// ``Reactor/waitUntilIdle()`` (plain mode's wait for a screen to settle, a tester's `drain`)
  /// do not wait for it, and a tester does not report it as forgotten, as they treat the streams
  /// merged in a `transform` hook. End it as those end: by ``cancellable(id:cancelInFlight:)``
  /// and ``cancel(id:)``, by ``take(until:)``, or with the reactor.
  ///
  /// The mark holds through the operators around it (`cancellable`, `take(until:)`, `catch`,
  /// `map`) and through a merge whose other parts end at once; a `concat`, or a merge with a
  /// part that takes time, waits for its long-lived part as for any part, so mark those whole.
  ///
  /// ```swift
  /// case .start:
  ///   .run { send in
  ///     while !Task.isCancelled {
  ///       try await clock.sleep(for: .milliseconds(100))
  ///       send(.tick)
  ///     }
  ///   }
  ///   .cancellable(id: TimerID.running, cancelInFlight: true)
  ///   .longLived()
  /// case .stop:
  ///   .cancel(id: TimerID.running)
  /// ```
  public func longLived() -> Self {
    Self(.effect(LongLivedNode(inner: self)))
  }

  /// Turns an error thrown inside this effect into values, instead of letting it end the
  /// action's whole effect and reach ``Reactor/handleError(_:)``.
  ///
  /// As Rx's `catch`: the first error ends everything inside at once (siblings in a
  /// ``merge(_:)-(Mutations<Element>...)`` included) and starts the handler then; later errors
  /// from inside are dropped. What encloses the `catch` goes on when the handler ends, so
  /// `.concat(.task { … }.catch { _ in .empty() }, .just(.setLoading(false)))` still resets. The
  /// handler runs on the main actor.
  public func `catch`(_ handler: @escaping @MainActor @Sendable (any Error) -> Self) -> Self {
    Self(.effect(CatchNode(inner: self, handler: handler)))
  }
}
