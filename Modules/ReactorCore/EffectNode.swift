/// An asynchronous part of ``Mutations``.
///
/// Subclasses hold only `let` properties of `Sendable` types and never change after init.
// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
@usableFromInline class EffectNode<Element: Sendable>: @unchecked Sendable {
  /// Whether ``start(in:)`` finishes its work before returning.
  @usableFromInline
  var isSynchronous: Bool { false }
  /// Whether the node lives until it is cancelled (``Mutations/longLived()``): an operator
  /// that waits for such a part is marked as it is, so the mark holds wherever it is put.
  var isLongLived: Bool { false }
  /// Whether ``execute(in:)`` runs the node to its end in the calling task, ending only as it
  /// returns (see ``Mutations/runsInline``).
  var runsInline: Bool { false }
  /// Whether the node emits at most one value and ends with it.
  var isSingle: Bool { false }
  /// Whether starting the node does nothing before its first task does (see
  /// ``Mutations/startsWithTask``).
  var startsWithTask: Bool { runsInline && !isSynchronous }

  /// Starts the effect now; returns the task to await, or nil when it already finished.
  ///
  /// In an effect cancelled already (what came before it cancelled it), it starts nothing: its
  /// body never runs, as nothing subscribes to a disposed Rx source.
  @MainActor
  func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    guard context.scope?.isCancelled != true else { return nil }
    return context.spawn { await self.execute(in: context) }
  }

  /// Runs the effect to its end inside the calling task.
  @MainActor
  func execute(in context: EffectContext<Element>) async {}

  /// Runs the effect inline, for a node that ``runsInline``: to its end, or up to a part it
  /// hands back (see ``Mutations/runInline(_:from:in:)``).
  @MainActor
  func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    // A part run inline ends as it returns, never early: what encloses it is the loop.
    await execute(in: context.withoutEarlyEnd())
    return .ended
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class RunNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let body: @MainActor @Sendable (Send<Element>) async throws -> Void

  init(body: @escaping @MainActor @Sendable (Send<Element>) async throws -> Void) {
    self.body = body
  }

  override var runsInline: Bool { true }

  override func execute(in context: EffectContext<Element>) async {
    let ended = CancellationFlag()
    // Ended when the body returns or throws as well: a `send` kept beyond it does nothing.
    defer { ended.set() }
    do {
      try await withTaskCancellationHandler {
        try await body(Send(context.deliver, ended: ended))
      } onCancel: {
        ended.set()
      }
    } catch {
      // An error, a `CancellationError` included, is the effect's failure unless the effect was
      // cancelled: then it is how the body stopped.
      if !Task.isCancelled { context.fail(error) }
    }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class TaskNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let operation: @MainActor @Sendable () async throws -> Element

  init(operation: @escaping @MainActor @Sendable () async throws -> Element) {
    self.operation = operation
  }

  override var runsInline: Bool { true }
  override var isSingle: Bool { true }

  // Started at once, an operation that answers without suspending ends with the `start` that
  // started it, which then returns nil: what encloses it goes on as after a `just`.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    guard context.scope?.isCancelled != true else { return nil }
    let starting = Box<Bool>()
    starting.value = true
    defer { starting.value = false }
    return context.spawn { await self.run(in: context, endingEarly: starting.value != true) }
  }

  override func execute(in context: EffectContext<Element>) async {
    await run(in: context, endingEarly: true)
  }

  // As an Rx single, the value and the end come together: once the value is reduced, what
  // encloses the task goes on in the same turn of the main actor (a `concat` starts its next
  // part), before anything the value started can run.
  @MainActor
  private func run(in context: EffectContext<Element>, endingEarly: @autoclosure () -> Bool) async {
    do {
      let value = try await operation()
      guard !Task.isCancelled else { return }
      context.deliver(value)
      if endingEarly() { context.endsEarly?() }
    } catch {
      if !Task.isCancelled { context.fail(error) }
    }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class StreamNode<S: AsyncSequence & Sendable>: EffectNode<S.Element>, @unchecked Sendable
where S.Element: Sendable {
  let sequence: S

  init(sequence: S) {
    self.sequence = sequence
  }

  override var runsInline: Bool { true }

  override func execute(in context: EffectContext<S.Element>) async {
    do {
      for try await element in sequence {
        guard !Task.isCancelled else { return }
        context.deliver(element)
      }
    } catch {
      // An error, a `CancellationError` included, is the effect's failure unless the effect was
      // cancelled: then it is how the body stopped.
      if !Task.isCancelled { context.fail(error) }
    }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class MapNode<Input: Sendable, Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: EffectNode<Input>
  let transform: @MainActor @Sendable (Input) -> Element?

  init(inner: EffectNode<Input>, transform: @escaping @MainActor @Sendable (Input) -> Element?) {
    self.inner = inner
    self.transform = transform
  }

  override var isSynchronous: Bool { inner.isSynchronous }
  override var isLongLived: Bool { inner.isLongLived }
  override var runsInline: Bool { inner.runsInline }
  override var isSingle: Bool { inner.isSingle }
  override var startsWithTask: Bool { inner.startsWithTask }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    inner.start(in: context.mapped(transform))
  }

  override func execute(in context: EffectContext<Element>) async {
    await inner.execute(in: context.mapped(transform))
  }

  override func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    switch await inner.runInline(in: context.mapped(transform)) {
    case .ended: .ended
    case .stopped: .stopped
    case .handedBack(let rest): .handedBack(rest.compactMap(transform))
    }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class CatchNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let handler: @MainActor @Sendable (any Error) -> Mutations<Element>

  init(inner: Mutations<Element>, handler: @escaping @MainActor @Sendable (any Error) -> Mutations<Element>) {
    self.inner = inner
    self.handler = handler
  }

  override var isLongLived: Bool { inner.isLongLived }
  /// Over parts that run inline, the handler runs after them in the same task: a chain whose
  /// every page catches its errors nests no tasks (see ``Mutations/runInline(_:from:in:)``).
  override var runsInline: Bool { inner.runsInline }
  override var startsWithTask: Bool { inner.startsWithTask }

  // As Rx's `catch`: the first error ends everything inside at once (siblings in a merge
  // included: their values are dropped from then on and their tasks cancelled), and the
  // handler starts then, without waiting for those tasks to end; later errors from inside are
  // dropped. The node ends when the inside ends without an error, or when the handler ends.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    if context.runsInline, runsInline, startsWithTask {
      return context.spawnInline { @MainActor context in await self.runInline(in: context) }
    }
    let scope = EffectScope()
    let tasks = TaskSet()
    let done = Completion()
    let handler = self.handler
    var inside = context.failing { error in
      scope.cancel()
      guard let handling = handler(error).start(in: context) else {
        done.fire()
        return
      }
      tasks.add(handling)
      Task { @MainActor in
        await handling.value
        done.fire()
      }
    }
    // The inside ending early without an error ends the node there, as it would end it later.
    inside.endsEarly = context.endsEarly
    inside = inside.scoped(scope, endingEarly: { done.fire() })
    let running = inner.start(in: inside)
    if let running, scope.isCancelled {
      running.cancel()
    } else if let running {
      scope.task = running
      tasks.add(running)
      Task { @MainActor in
        await running.value
        guard !scope.isCancelled else { return }
        scope.finish()
        done.fire()
      }
    } else if !scope.isCancelled {
      scope.finish()
      return nil
    }
    // The inside failed as it started and the handler ended as it started: so did the node.
    if done.hasFired { return nil }
    return context.marked(asLongLivedAs: inner).spawn {
      await withTaskCancellationHandler {
        await done.wait()
      } onCancel: {
        tasks.cancelAll()
        done.fire()
      }
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if runsInline {
      await InlineEnd.finish(await runInline(in: context), in: context)
    } else if let task = start(in: context) {
      await join(task)
    }
  }

  /// The inside, then the handler at its first error, in the calling task. The inside runs in a
  /// scope of its own, as in ``start(in:)``: its error ends it, and later errors are dropped.
  /// What the inside hands back is handed back under this catch.
  override func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    let scope = EffectScope()
    let failure = Box<any Error>()
    let inside = context.withoutEarlyEnd().scoped(scope).failing { error in
      guard failure.value == nil else { return }
      failure.value = error
      scope.cancel()
    }
    let end = await inner.runInline(in: inside)
    scope.finish()
    guard !Task.isCancelled, context.scope?.isCancelled != true else { return .stopped }
    if let error = failure.value { return await handler(error).runInline(in: context) }
    if case .handedBack(let rest) = end { return .handedBack(rest.catch(handler)) }
    return end
  }
}
