extension Mutations {
  /// Starts everything now: synchronous parts are delivered before this returns, the first
  /// asynchronous part is started (so its cancellation id or watcher is registered at once),
  /// and what follows it runs in a task. Returns that task, or nil when all is done.
  @MainActor
  @usableFromInline
  func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    switch kind {
    case .none:
      return nil
    case .just(let element):
      context.deliver(element)
      return nil
    case .concat(let parts):
      return Self.startConcat(parts, from: 0, in: context)
    case .merge(let parts):
      let ending: MergeEnd? = context.endsEarly.map { MergeEnd(parts: parts.count, then: $0) }
      var started: [Task<Void, Never>] = []
      for index in parts.indices {
        var part = context.withoutEarlyEnd()
        if let ending { part.endsEarly = { ending.partEnded(index) } }
        if let task = parts[index].start(in: part) {
          started.append(task)
          ending?.watch(task, of: index)
        } else {
          ending?.partEnded(index)
        }
      }
      ending?.started()
      let (context, running) = (context.withoutEarlyEnd(), started)
      switch running.count {
      case 0: return nil
      case 1: return running[0]
      default:
        // Cancelled, it cancels every part at once, not each after the one before has ended.
        return context.marked(asLongLivedAs: self).spawn {
          await withTaskCancellationHandler {
            for task in running { await task.value }
          } onCancel: {
            for task in running { task.cancel() }
          }
        }
      }
    case .effect(let node):
      return node.start(in: context)
    case .deferred(let body):
      return body().start(in: context)
    case .input:
      return SubjectNode<Element>().start(in: context)
    case .upstream(let transform):
      return Self.upstreamNode(transform).start(in: context)
    }
  }

  /// Starts `parts` from `first` on, one after another: synchronous parts are delivered now, and
  /// so is a part that ends as it starts (a `task` answering at once), in this loop; the rest
  /// starts after the first part that is still running has ended (``ConcatStep``). Two parts in
  /// a row that run inline run, with the rest, in one task (``runInline(_:from:in:)``). Returns
  /// the task, or nil when all is done.
  @MainActor
  static func startConcat(_ parts: [Self], from first: Int, in context: EffectContext<Element>)
    -> Task<Void, Never>?
  {
    var (parts, index) = (parts, first)
    while index < parts.endIndex {
      defer { index += 1 }
      // Cancelled by what a part before did (its value's observer cancelled the effect): as a
      // disposed Rx `concat`, it starts no later part.
      if index > first, context.scope?.isCancelled == true { return nil }
      // The last part's end is the concatenation's: it takes the context as it is. A `concat`
      // there (a chain that ends in its next step, made by a `deferred`) goes on in this loop,
      // so a chain of any length keeps the stack as it is.
      if index == parts.index(before: parts.endIndex) {
        let last = parts[index].evaluatingDeferred()
        guard case .concat(let more) = last.kind else { return last.start(in: context) }
        (parts, index) = (more, -1)
        continue
      }
      if parts[index].isSynchronous {
        _ = parts[index].start(in: context)
        continue
      }
      // Parts that answer at once, one after another, go on in one task: a task each would cost
      // more (a lone request keeps the task it would have anyway).
      if context.runsInline, parts[index].runsInline, parts[index].startsWithTask,
        Self.nextAsyncPartRunsInline(parts, after: index)
      {
        return context.spawnInline { @MainActor [parts, index] context in
          await runInline(parts, from: index, in: context)
        }
      }
      let step = ConcatStep(rest: parts, from: index + 1, context: context)
      var partContext = context
      partContext.endsEarly = { step.partEnded() }
      guard let running = parts[index].start(in: partContext) else {
        // A part that failed as it started ended the effect there: as a disposed Rx `concat`,
        // this one starts no later part.
        if context.scope?.isCancelled == true { return nil }
        continue
      }
      return step.task(after: running)
    }
    return nil
  }

  /// Whether the first part after `index` that does not answer at once runs inline. A plain
  /// loop: a slice and a closure here would cost a request thousands of instructions, in look-ups
  /// of generic type metadata.
  private static func nextAsyncPartRunsInline(_ parts: [Self], after index: Int) -> Bool {
    var next = index + 1
    while next < parts.endIndex {
      if !parts[next].isSynchronous { return parts[next].runsInline }
      next += 1
    }
    return false
  }

  /// The mutations `mutate` makes, used inside another operator in `transform(mutation:)`: run
  /// as a stream, each handed to it as it is made (the runtime publishes them to the hook's
  /// ``Subject``), with the per-element transform composed so far.
  static func upstreamNode(_ transform: (@MainActor @Sendable (Element) -> Element?)?) -> EffectNode<Element>
  {
    guard let transform else { return SubjectNode<Element>() }
    return MapNode(inner: SubjectNode<Element>(), transform: transform)
  }

  /// Runs everything to its end inside the calling task.
  @MainActor
  func execute(in context: EffectContext<Element>) async {
    switch kind {
    case .none:
      return
    case .just(let element):
      context.deliver(element)
    case .concat, .merge:
      if runsInline {
        await InlineEnd.finish(await runInline(in: context), in: context)
      } else if let task = start(in: context) {
        await join(task)
      }
    case .effect(let node):
      await node.execute(in: context)
    case .deferred(let body):
      await body().execute(in: context)
    case .input:
      await SubjectNode<Element>().execute(in: context)
    case .upstream(let transform):
      await Self.upstreamNode(transform).execute(in: context)
    }
  }
}
