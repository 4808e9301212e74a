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

  /// Over a single (a `task`) that runs inline, the value's mutations run after it in the same
  /// task (see ``Mutations/runInline(_:from:in:)``): a chain of them, each page's request made
  /// from the one before, nests no tasks, however long.
  override var runsInline: Bool { inner.isSingle && inner.runsInline }
  override var startsWithTask: Bool { runsInline && inner.startsWithTask }

  // As Rx's `flatMap`: each value's mutations start when it comes, beside the others; the node
  // ends when the inside and all of them have ended (at once, on the main actor, when the last
  // of them ends early, so what encloses it goes on then). An error in any goes on at once.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    if context.runsInline, startsWithTask {
      return context.spawnInline { @MainActor context in await self.runInline(in: context) }
    }
    let parts = RunningParts(trampoline: context.store.trampoline)
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
      let key = parts.reserve()
      made.endsEarly = { parts.ended(key) }
      let mutations = transform(input)
      // The part may start another chain's step inside it (the next page's request): past a
      // depth, it starts from the bottom of the stack instead.
      made.store.trampoline.run {
        guard !parts.isCancelled, made.scope?.isCancelled != true else { return parts.ended(key) }
        if let task = mutations.start(in: made) {
          parts.add(task, as: key)
        } else {
          parts.ended(key)
        }
      }
    }
    let source = parts.reserve(isSource: true)
    inside.endsEarly = { parts.ended(source) }
    if let running = inner.start(in: inside) {
      parts.add(running, as: source)
    } else {
      parts.ended(source)
    }
    guard !parts.hasEnded else {
      latest.value?.finish()
      return nil
    }
    parts.endsEarly = context.endsEarly
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
    if runsInline {
      await InlineEnd.finish(await runInline(in: context), in: context)
    } else if let task = start(in: context) {
      await join(task)
    }
  }

  /// The single's value, then its mutations, in the calling task: with the single, the value
  /// and the end come together, so nothing can come between the value and its mutations'
  /// start, and the mutations are all that is left of the node.
  override func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    let value = Box<Input>()
    let (context, failure) = context.recordingFailure()
    let source = context.withoutEarlyEnd().reading { (input: Input) in value.value = input }
    _ = await inner.runInline(in: source)
    guard !failure.hasFailed, !Task.isCancelled, context.scope?.isCancelled != true else { return .stopped }
    guard let input = value.value else { return .ended }
    return await transform(input).runInline(in: context)
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
    inner.start(in: skipping(context))
  }

  override func execute(in context: EffectContext<Element>) async {
    await inner.execute(in: skipping(context))
  }

  @MainActor
  private func skipping(_ context: EffectContext<Element>) -> EffectContext<Element> {
    let seen = Box<Int>()
    let count = self.count
    return context.mapped { element in
      let index = seen.value ?? 0
      seen.value = index + 1
      return index < count ? nil : element
    }
  }
}

/// The tasks of a ``FlatMapNode``: its source and the parts its values made, each let go of as
/// it ends, so a long-lived source holds only what still runs. The node ends when the source
/// has ended and no part is left: then, once it has started, it calls ``endsEarly`` at once.
@MainActor
final class RunningParts: Sendable {
  /// The parts still running, by key: a task, or nil for one that has not returned one yet.
  private var running: [Int: Task<Void, Never>?] = [:]
  private var nextKey = 0
  private var sourceKey: Int?
  private(set) var isCancelled = false
  private let trampoline: Trampoline
  /// What encloses the node goes on: set once the node has started.
  var endsEarly: (@MainActor @Sendable () -> Void)?
  /// Fired when the node ends: from the main actor, or from its task's cancellation handler.
  nonisolated let ended = Completion()

  var hasEnded: Bool { sourceKey != nil && running.isEmpty }

  init(trampoline: Trampoline) {
    self.trampoline = trampoline
  }

  /// A key for a part about to start; the source's is the first.
  func reserve(isSource: Bool = false) -> Int {
    let key = nextKey
    nextKey += 1
    running[key] = .some(nil)
    if isSource { sourceKey = key }
    return key
  }

  /// Tracks `task`, the part `key` runs in, until it ends; one added after ``cancelAll()`` is
  /// cancelled at once.
  func add(_ task: Task<Void, Never>, as key: Int) {
    guard !isCancelled else {
      task.cancel()
      return
    }
    guard running[key] != nil else { return }
    running[key] = task
    Task { @MainActor in
      await task.value
      self.ended(key)
    }
  }

  /// The part `key` ended: its task did, or it ended early, or as it started.
  func ended(_ key: Int) {
    guard running.removeValue(forKey: key) != nil, hasEnded else { return }
    ended.fire()
    guard let end = endsEarly else { return }
    endsEarly = nil
    // What encloses the node may end with it, and what encloses that: a chain's end, from its
    // deepest part up, runs as a loop past a depth.
    trampoline.run(end)
  }

  func cancelAll() {
    isCancelled = true
    for case let task? in running.values { task.cancel() }
    running = [:]
    endsEarly = nil
    ended.fire()
  }
}
