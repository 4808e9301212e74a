// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class FlatMapNode<Input: Sendable, Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Input>
  let transform: @MainActor @Sendable (Input) -> Mutations<Element>
  /// Rx's `flatMapLatest`: a new value ends what the one before made.
  let isLatest: Bool

  override var usesUpstream: Bool { inner.usesUpstream }

  init(
    inner: Mutations<Input>, transform: @escaping @MainActor @Sendable (Input) -> Mutations<Element>,
    isLatest: Bool
  ) {
    self.inner = inner
    self.transform = transform
    self.isLatest = isLatest
  }

  // As Rx's `flatMap`: each value's mutations start when it comes, beside the others; the node
  // ends when the inside and all of them have ended. An error in any of them goes on at once.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let children = TaskSet()
    let latest = Box<EffectScope>()
    let outer = context.withoutEarlyEnd()
    let (transform, isLatest) = (self.transform, self.isLatest)
    var inside = context.reading { (input: Input) in
      var made = outer
      if isLatest {
        _ = latest.value?.stop()
        let scope = EffectScope()
        latest.value = scope
        made = outer.scoped(scope)
      }
      if let task = transform(input).start(in: made) { children.add(task) }
    }
    inside.endsEarly = nil
    let running = inner.start(in: inside)
    guard running != nil || !children.isEmpty else {
      latest.value?.finish()
      return nil
    }
    return context.spawn {
      await withTaskCancellationHandler {
        await running?.value
        await children.waitForAll()
      } onCancel: {
        running?.cancel()
        children.cancelAll()
      }
      latest.value?.finish()
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class SkipNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let count: Int

  override var usesUpstream: Bool { inner.usesUpstream }
  override var isSynchronous: Bool { inner.isSynchronous }

  init(inner: Mutations<Element>, count: Int) {
    self.inner = inner
    self.count = count
  }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let seen = Box<Int>()
    let count = self.count
    return inner.start(
      in: context.mapped { element in
        let index = seen.value ?? 0
        seen.value = index + 1
        return index < count ? nil : element
      })
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}
