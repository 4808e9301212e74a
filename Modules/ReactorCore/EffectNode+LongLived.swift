/// A part that lives until it is cancelled (``Mutations/longLived()``): its tasks do not keep the
/// reactor busy, as the streams merged in a `transform` hook do not.
// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class LongLivedNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>

  override var isSynchronous: Bool { inner.isSynchronous }
  override var isLongLived: Bool { true }

  init(inner: Mutations<Element>) {
    self.inner = inner
  }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    inner.start(in: context.longLived())
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}
