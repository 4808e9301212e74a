/// Parts run one after another inside one task, as plain `await`s, rather than each in a task
/// of its own started inside the one before.
///
/// A task started at once (`Task.immediate`) inside another one's body runs on top of it, on the
/// thread's stack: a paging chain whose stub answers at once (`.task { page }.flatMap {
/// .concat(.just(page), load(page + 1)) }`) would nest one task per page and overflow the stack.
/// An `await` of an async function that does not suspend costs no thread stack, as its frames
/// live in the task. So a sequence whose parts all run to their end in the task that runs them
/// (``Mutations/runsInline``) is run as a loop of `await`s in one task, to any depth and length,
/// in the order the parts would have run in tasks of their own.
extension Mutations {
  /// Whether this runs to its end inside the task that runs it, its end being the return of
  /// ``execute(in:)``: nothing outside (an action, a cancelled id) ends it early, so an
  /// enclosing sequence can simply await it.
  var runsInline: Bool {
    switch kind {
    case .none, .just: true
    case .concat, .merge: sequencedParts?.allSatisfy { $0.runsInline } ?? false
    case .effect(let node): node.runsInline
    case .deferred, .upstream, .input: false
    }
  }

  /// The parts this runs one after another: a `concat`'s, or a `merge`'s when every part but the
  /// last answers at once, so the last starts after them either way (`.merge(.just(page),
  /// next)`); nil for anything else. A merge ending in a long-lived part keeps its own mark.
  var sequencedParts: [Self]? {
    switch kind {
    case .concat(let parts): parts
    case .merge(let parts)
    where parts.dropLast().allSatisfy { $0.isSynchronous } && parts.last?.isLongLived != true:
      parts
    default: nil
    }
  }

  /// Whether starting this does nothing before its first task does: run inline from its start,
  /// in a task of a sequence, nothing it would have done at once is put off.
  var startsWithTask: Bool {
    if case .effect(let node) = kind { node.startsWithTask } else { false }
  }

  /// Whether this emits at most one value and ends with it, as an Rx single.
  var isSingle: Bool {
    switch kind {
    case .none, .just: true
    case .effect(let node): node.isSingle
    case .concat, .merge, .deferred, .upstream, .input: false
    }
  }

  /// Runs `parts` from `first` on, one after another, inside the calling task, each part that
  /// runs inline awaited in turn. An error ends the sequence, as in Rx.
  ///
  /// A part that cannot run inline (a `take(until:)`, a `merge` of requests) is not started
  /// here: the run hands it back with everything after it, up to its first task, which starts
  /// it as a `concat` starts its parts. So such a part's early end reaches what encloses it at
  /// once, and a `catch` around it switches at once, as they would without the loop.
  @MainActor
  static func runInline(_ parts: [Self], from first: Int, in context: EffectContext<Element>) async
    -> InlineEnd<Element>
  {
    let (context, failure) = context.recordingFailure()
    let part = context.withoutEarlyEnd()
    var (parts, index) = (parts, first)
    let isStopped = { failure.hasFailed || Task.isCancelled || context.scope?.isCancelled == true }
    while index < parts.endIndex {
      guard !isStopped() else { return .stopped }
      let next = parts[index].evaluatingDeferred()
      // A deferred step may have cancelled the effect as it was made.
      guard !isStopped() else { return .stopped }
      // A sequence in a sequence goes on in this loop: a chain whose next step is made when its
      // turn comes (`.concat(request, .deferred { next })`) nests nothing, however long.
      if let more = next.sequencedParts {
        parts = index == parts.index(before: parts.endIndex) ? more : more + parts[(index + 1)...]
        index = 0
        continue
      }
      guard next.runsInline else { return .handedBack(.concat([next] + parts[(index + 1)...])) }
      switch await next.runInline(in: part) {
      case .ended: index += 1
      case .stopped: return .stopped
      case .handedBack(let rest): return .handedBack(.concat([rest] + parts[(index + 1)...]))
      }
    }
    return isStopped() ? .stopped : .ended
  }

  /// Runs this inline in the calling task (see ``runInline(_:from:in:)``).
  @MainActor
  func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    switch kind {
    case .none:
      return .ended
    case .just(let element):
      context.deliver(element)
      return .ended
    case .effect(let node):
      return node.runsInline ? await node.runInline(in: context.withoutEarlyEnd()) : .handedBack(self)
    case .concat, .merge, .deferred, .upstream, .input:
      return await Self.runInline([self], from: 0, in: context)
    }
  }
}

/// How a part run inline ended: by itself, stopped (it failed, or its effect was cancelled), or
/// handing back what could not run inline, not started yet, for the caller to start.
enum InlineEnd<Element: Sendable> {
  case ended
  case stopped
  case handedBack(Mutations<Element>)

  /// Starts what `end` hands back, in `context`, and awaits it: for a caller that runs a part to
  /// its end.
  @MainActor
  static func finish(_ end: Self, in context: EffectContext<Element>) async {
    if case .handedBack(let rest) = end, let task = rest.start(in: context) { await join(task) }
  }
}

extension EffectContext {
  /// Spawns `work`, which runs a whole part inline. When it ended by itself after the `start`
  /// that spawned it returned, the part has ended early on the main actor, so what encloses it
  /// goes on in the same turn as its last value, as after a `task`. What it hands back starts
  /// then, with this context: its early end is the part's.
  @MainActor
  func spawnInline(
    _ work: @escaping @MainActor @Sendable (EffectContext<Element>) async -> InlineEnd<Element>
  )
    -> Task<Void, Never>?
  {
    let starting = Box<Bool>()
    starting.value = true
    defer { starting.value = false }
    let context = self
    return spawn {
      switch await work(context) {
      case .stopped: return
      case .ended: break
      case .handedBack(let rest):
        if let task = rest.start(in: context) {
          await join(task)
          return
        }
      }
      guard starting.value != true, !Task.isCancelled else { return }
      context.endsEarly?()
    }
  }
}
