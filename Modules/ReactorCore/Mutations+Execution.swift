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
      for index in parts.indices {
        guard let running = parts[index].start(in: context) else { continue }
        let rest = Mutations(.concat(Array(parts[(index + 1)...])))
        if case .concat(let remaining) = rest.kind, remaining.isEmpty { return running }
        return context.spawn {
          await join(running)
          guard !Task.isCancelled else { return }
          await rest.execute(in: context)
        }
      }
      return nil
    case .merge(let parts):
      let running = parts.compactMap { $0.start(in: context) }
      switch running.count {
      case 0: return nil
      case 1: return running[0]
      default:
        return context.spawn {
          for task in running { await join(task) }
        }
      }
    case .effect(let node):
      return node.start(in: context)
    case .deferred(let body):
      return body().start(in: context)
    case .actions:
      return ActionSourceNode<Element>().start(in: context)
    case .upstream:
      preconditionFailure(Self.upstreamMessage)
    }
  }

  @usableFromInline
  static var upstreamMessage: String {
    """
    The mutations handed to transform(mutation:) can be mapped, filtered and merged, and not run     as an effect of their own
    """
  }

  /// Runs everything to its end inside the calling task.
  @MainActor
  func execute(in context: EffectContext<Element>) async {
    switch kind {
    case .none:
      return
    case .just(let element):
      context.deliver(element)
    case .concat(let parts):
      for part in parts {
        guard !Task.isCancelled else { return }
        await part.execute(in: context)
      }
    case .merge:
      if let task = start(in: context) { await join(task) }
    case .effect(let node):
      await node.execute(in: context)
    case .deferred(let body):
      await body().execute(in: context)
    case .actions:
      await ActionSourceNode<Element>().execute(in: context)
    case .upstream:
      preconditionFailure(Self.upstreamMessage)
    }
  }
}
