// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class CancellableNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let id: AnyHashable
  let cancelInFlight: Bool

  init(inner: Mutations<Element>, id: AnyHashable, cancelInFlight: Bool) {
    self.inner = inner
    self.id = id
    self.cancelInFlight = cancelInFlight
  }

  override var isLongLived: Bool { inner.isLongLived }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let store = context.store
    if cancelInFlight { store.cancel(id: id) }
    // The inner part starts now, as any other part would: what it does at once (deliver a
    // value, subscribe to the action stream) is not put off to a task.
    let scope = EffectScope(endsEarly: context.endsEarly)
    let key = Box<Int>()
    let id = self.id
    let inside = context.scoped(scope, endingEarly: { key.value.map { store.untag($0, id: id) } })
    guard let running = inner.start(in: inside) else {
      scope.finish()
      return nil
    }
    scope.task = running
    key.value = store.tag(scope, id: id)
    return context.marked(asLongLivedAs: inner).spawn {
      await join(running)
      key.value.map { store.untag($0, id: id) }
      scope.finish()
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class TakeUntilNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let actionType: Any.Type
  let source: ObjectIdentifier
  let matches: @MainActor @Sendable (Any) -> Bool

  init<Action>(inner: Mutations<Element>, watching actions: ActionStream<Action>) {
    self.inner = inner
    actionType = Action.self
    source = actions.source
    matches = { ($0 as? Action).map(actions.includes) ?? false }
  }

  override var isLongLived: Bool { inner.isLongLived }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let store = context.store
    // `self.action` ties the type at compile time; only another reactor's stream can differ.
    precondition(
      actionType == store.actionType,
      """
      take(until:) watches the actions of \(String(reflecting: actionType)), but this reactor's actions are \
      \(String(reflecting: store.actionType)): pass the reactor's own `self.action`
      """)
    precondition(
      source == store.owner,
      """
      take(until:) watches the actions of another reactor of type \(String(reflecting: actionType)): \
      an effect can watch only its own reactor's actions; pass the reactor's own `self.action`
      """)
    let scope = EffectScope(endsEarly: context.endsEarly)
    let key = Box<Int>()
    let inside = context.scoped(scope, endingEarly: { key.value.map(store.unwatch) })
    guard let running = inner.start(in: inside) else {
      scope.finish()
      return nil
    }
    scope.task = running
    key.value = store.watch(scope, until: matches)
    return context.marked(asLongLivedAs: inner).spawn {
      await join(running)
      key.value.map(store.unwatch)
      scope.finish()
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class CancelNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let id: AnyHashable

  init(id: AnyHashable) {
    self.id = id
  }

  override var isSynchronous: Bool { true }
  override var runsInline: Bool { true }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    context.store.cancel(id: id)
    return nil
  }

  override func execute(in context: EffectContext<Element>) async {
    _ = start(in: context)
  }
}

/// A main-actor cell a task reads after the code that created the task has filled it.
@MainActor
final class Box<Value>: Sendable {
  var value: Value?
}
