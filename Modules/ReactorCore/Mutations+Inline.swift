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

  /// Runs `parts` from `first` on, one after another, inside the calling task: each part that
  /// runs inline is awaited; from the first that does not, the rest is started as a `concat`
  /// is (see ``start(in:)``) and awaited. An error ends the sequence, as in Rx.
  ///
  /// `context` is the whole sequence's; its ``EffectContext/endsEarly`` is passed only to a rest
  /// started so, whose early end is the sequence's. Returns whether the sequence ended by
  /// itself here (not failed, cancelled, or handed to a rest that reports its own end).
  @MainActor
  static func execute(_ parts: [Self], from first: Int, in context: EffectContext<Element>) async -> Bool {
    let (context, failure) = context.recordingFailure()
    let part = context.withoutEarlyEnd()
    var (parts, index) = (parts, first)
    while index < parts.endIndex {
      guard !failure.hasFailed, !Task.isCancelled, context.scope?.isCancelled != true else { return false }
      let next = parts[index].evaluatingDeferred()
      // A sequence in a sequence goes on in this loop: a chain whose next step is made when its
      // turn comes (`.concat(request, .deferred { next })`) nests nothing, however long.
      if let more = next.sequencedParts {
        parts = index == parts.index(before: parts.endIndex) ? more : more + parts[(index + 1)...]
        index = 0
        continue
      }
      guard next.runsInline else {
        guard let rest = startConcat([next] + parts[(index + 1)...], from: 0, in: context) else {
          return true
        }
        await join(rest)
        return false
      }
      await next.execute(in: part)
      index += 1
    }
    return !failure.hasFailed && !Task.isCancelled && context.scope?.isCancelled != true
  }
}

extension EffectContext {
  /// Spawns `work`, which runs a whole part inline and returns whether it ended by itself: when
  /// it did after the `start` that spawned it returned, the part has ended early on the main
  /// actor, so what encloses it goes on in the same turn as its last value, as after a `task`.
  @MainActor
  func spawnInline(_ work: @escaping @MainActor @Sendable (EffectContext<Element>) async -> Bool)
    -> Task<Void, Never>?
  {
    let starting = Box<Bool>()
    starting.value = true
    defer { starting.value = false }
    let context = self
    return spawn {
      guard await work(context), starting.value != true else { return }
      context.endsEarly?()
    }
  }
}
