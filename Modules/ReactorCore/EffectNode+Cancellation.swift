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

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let store = context.store
    if cancelInFlight { store.cancel(id: id) }
    let id = self.id
    let inner = self.inner
    // The tag is added before the task can run: tasks start on the main actor, after this returns.
    let key = Box<Int>()
    let task = context.spawn {
      await inner.execute(in: context)
      if let key = key.value { store.untag(key, id: id) }
    }
    key.value = store.tag(task, id: id)
    return task
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class TakeUntilNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let actionType: Any.Type
  let matches: @Sendable (Any) -> Bool

  init<Action>(inner: Mutations<Element>, watching actions: ActionStream<Action>) {
    self.inner = inner
    actionType = Action.self
    matches = { ($0 as? Action).map(actions.includes) ?? false }
  }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let store = context.store
    // `self.action` ties the type at compile time; only another reactor's stream can differ.
    precondition(
      actionType == store.actionType,
      """
      take(until:) watches the actions of \(String(reflecting: actionType)), but this reactor's actions are \
      \(String(reflecting: store.actionType)): pass the reactor's own `self.action`
      """)
    let inner = self.inner
    let key = Box<Int>()
    let task = context.spawn {
      await inner.execute(in: context)
      if let key = key.value { store.unwatch(key) }
    }
    key.value = store.watch(task, until: matches)
    return task
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
