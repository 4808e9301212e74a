// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class FlatMapNode<Input: Sendable, Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Input>
  let transform: @MainActor @Sendable (Input) -> Mutations<Element>
  /// Rx's `flatMapLatest`: a new value ends what the one before made.
  let isLatest: Bool

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
    let parts = RunningParts()
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
      if let task = transform(input).start(in: made) { parts.add(task) }
    }
    inside.endsEarly = nil
    if let running = inner.start(in: inside) {
      parts.add(running, isSource: true)
    } else {
      parts.sourceEnded()
    }
    guard !parts.hasEnded else {
      latest.value?.finish()
      return nil
    }
    return context.spawn {
      await withTaskCancellationHandler {
        await parts.ended.wait()
      } onCancel: {
        parts.ended.fire()
        Task { @MainActor in parts.cancelAll() }
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

/// The tasks of a ``FlatMapNode``: its source and the parts its values made, each let go of as
/// it ends, so a long-lived source holds only what still runs. The node ends when the source
/// has ended and no part is left.
@MainActor
final class RunningParts: Sendable {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextKey = 0
  private var isSourceRunning = true
  private var isCancelled = false
  /// Fired when the node ends: from the main actor, or from its task's cancellation handler.
  nonisolated let ended = Completion()

  var hasEnded: Bool { !isSourceRunning && tasks.isEmpty }

  /// Tracks `task` until it ends; one added after ``cancelAll()`` is cancelled at once.
  func add(_ task: Task<Void, Never>, isSource: Bool = false) {
    guard !isCancelled else {
      task.cancel()
      return
    }
    let key = nextKey
    nextKey += 1
    tasks[key] = task
    Task { @MainActor in
      await task.value
      self.taskEnded(key, isSource: isSource)
    }
  }

  func sourceEnded() {
    isSourceRunning = false
    if hasEnded { ended.fire() }
  }

  private func taskEnded(_ key: Int, isSource: Bool) {
    tasks[key] = nil
    if isSource { isSourceRunning = false }
    if hasEnded { ended.fire() }
  }

  func cancelAll() {
    isCancelled = true
    for task in tasks.values { task.cancel() }
    tasks = [:]
    ended.fire()
  }
}
