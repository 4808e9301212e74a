extension Mutations {
  /// Transforms every value.
  public func map<Output: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Output
  ) -> Mutations<Output> {
    compactMap(transform)
  }

  /// Keeps the values for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Self {
    compactMap { isIncluded($0) ? $0 : nil }
  }

  /// Transforms every value, dropping those that become nil.
  ///
  /// Synchronous values are transformed right away; asynchronous ones as they arrive.
  public func compactMap<Output: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Output?
  ) -> Mutations<Output> {
    switch kind {
    case .none:
      return .none
    case .just(let element):
      return transform(element).map(Mutations<Output>.just) ?? .none
    case .concat(let parts):
      return .concat(parts.map { $0.compactMap(transform) })
    case .merge(let parts):
      return .merge(parts.map { $0.compactMap(transform) })
    case .effect(let node):
      return Mutations<Output>(.effect(MapNode(inner: node, transform: transform)))
    case .deferred(let body):
      return .deferred { body().compactMap(transform) }
    case .actions:
      return Mutations<Output>(.effect(MapNode(inner: ActionSourceNode<Element>(), transform: transform)))
    case .upstream(let previous):
      // The runtime's own stream keeps its element type; only same-type transforms compose.
      guard let transform = transform as? @Sendable (Element) -> Element? else {
        preconditionFailure("A transform hook may map its upstream only to the same type")
      }
      let composed: @Sendable (Element) -> Element? =
        if let previous { { previous($0).flatMap(transform) } } else { transform }
      return Mutations(.upstream(composed)) as! Mutations<Output>
    }
  }

  /// Emits this value's values after `duration` has passed on `clock`.
  ///
  /// Inject the clock so tests can drive it with a `TestClock`.
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
  ///   .take(until: self.action.filter(\.isUpdateQuery))
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

  /// Turns an error thrown inside this effect into values, instead of reporting it to
  /// ``Reactor/handleError(_:)``.
  ///
  /// As Rx's `catch`: the first error ends everything inside at once (siblings in a
  /// ``merge(_:)-(Mutations<Element>...)`` included) and starts the handler then; later errors
  /// from inside are dropped.
  public func `catch`(_ handler: @escaping @Sendable (any Error) -> Self) -> Self {
    Self(.effect(CatchNode(inner: self, handler: handler)))
  }
}
