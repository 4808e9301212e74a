/// The operators ReactorKit reactors use most, under RxSwift's names and with its meaning, so a
/// ported `mutate` or `transform` hook keeps its lines.
extension Mutations {
  /// Each element in turn, synchronously, as RxSwift's `Observable.from`:
  /// `.from([.setReacted(true), .setCanToggle(true)])` is a `concat` of two `just`s.
  public static func from(_ elements: [Element]) -> Self {
    .concat(elements.map(Self.just))
  }

  /// Each element in turn, synchronously, as RxSwift's `Observable.of`.
  public static func of(_ elements: Element...) -> Self {
    from(elements)
  }

  /// This, then `second` once this has ended, as RxSwift's instance `concat`:
  /// `setLoading.concat(setLoggedIn)`.
  public func concat(_ second: Self) -> Self {
    .concat([self, second])
  }

  /// `elements` first, synchronously, then this, as RxSwift's `startWith`.
  public func startWith(_ elements: Element...) -> Self {
    .concat(elements.map(Self.just) + [self])
  }

  /// Turns an error thrown inside this into `element`, as RxSwift's `catchAndReturn` (formerly
  /// `catchErrorJustReturn`): the error ends what is inside, and `element` comes instead.
  public func catchAndReturn(_ element: Element) -> Self {
    self.catch { _ in .just(element) }
  }

  /// Calls `onNext` with each value before it goes on, and `onError` with an error before it
  /// goes on, as RxSwift's `do(onNext:onError:)`. Both run on the main actor, when the value or
  /// the error comes: for a synchronous value, when its turn in a `concat` comes.
  public func `do`(
    onNext: (@MainActor @Sendable (Element) -> Void)? = nil,
    onError: (@MainActor @Sendable (any Error) -> Void)? = nil
  ) -> Self {
    Self(.effect(DoNode(inner: self, onNext: onNext, onError: onError)))
  }
}

extension Mutations where Element: Equatable {
  /// Drops each value equal to the one before it, as RxSwift's `distinctUntilChanged`; each start
  /// counts anew, so the first value always goes on.
  public func distinctUntilChanged() -> Self {
    Self(.effect(DistinctNode(inner: self)))
  }
}

extension Mutations {
  /// Runs every stream this emits at once, as RxSwift's `merge()` on an observable of
  /// observables: `Mutations.of(mutation, events).merge()` is `.merge(mutation, events)`.
  @MainActor
  public func merge<Inner: Sendable>() -> Mutations<Inner> where Element == Mutations<Inner> {
    if let streams = synchronousElements { return .merge(streams) }
    return flatMap { $0 }
  }

  /// The elements, when this is only `just`s (alone, or in a `concat` of them); nil otherwise.
  var synchronousElements: [Element]? {
    switch kind {
    case .none: return []
    case .just(let element): return [element]
    case .concat(let parts):
      var elements: [Element] = []
      for part in parts {
        guard let more = part.synchronousElements else { return nil }
        elements += more
      }
      return elements
    default: return nil
    }
  }
}

/// A reactor that takes no action, as ReactorKit's `NoAction`: `typealias Action = NoAction`, for
/// a reactor fed only by the streams merged in its `transform` hooks (a cell following a service).
public typealias NoAction = Never

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class DoNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let onNext: (@MainActor @Sendable (Element) -> Void)?
  let onError: (@MainActor @Sendable (any Error) -> Void)?

  init(
    inner: Mutations<Element>, onNext: (@MainActor @Sendable (Element) -> Void)?,
    onError: (@MainActor @Sendable (any Error) -> Void)?
  ) {
    self.inner = inner
    self.onNext = onNext
    self.onError = onError
  }

  override var isSynchronous: Bool { inner.isSynchronous }
  override var isLongLived: Bool { inner.isLongLived }
  override var runsInline: Bool { inner.runsInline }
  override var isSingle: Bool { inner.isSingle }
  override var startsWithTask: Bool { inner.startsWithTask }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    inner.start(in: observed(context))
  }

  override func execute(in context: EffectContext<Element>) async {
    await inner.execute(in: observed(context))
  }

  override func runInline(in context: EffectContext<Element>) async -> InlineEnd<Element> {
    switch await inner.runInline(in: observed(context)) {
    case .ended: .ended
    case .stopped: .stopped
    case .handedBack(let rest): .handedBack(rest.do(onNext: onNext, onError: onError))
    }
  }

  private func observed(_ context: EffectContext<Element>) -> EffectContext<Element> {
    var context = context
    if let onError { context = context.observingErrors(onError) }
    guard let onNext else { return context }
    return context.mapped { element in
      onNext(element)
      return element
    }
  }
}

// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class DistinctNode<Element: Sendable & Equatable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>

  init(inner: Mutations<Element>) {
    self.inner = inner
  }

  override var isSynchronous: Bool { inner.isSynchronous }
  override var isLongLived: Bool { inner.isLongLived }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    inner.start(in: Self.distinct(context))
  }

  override func execute(in context: EffectContext<Element>) async {
    await inner.execute(in: Self.distinct(context))
  }

  @MainActor
  private static func distinct(_ context: EffectContext<Element>) -> EffectContext<Element> {
    let last = Box<Element>()
    return context.mapped { element in
      defer { last.value = element }
      return last.value == element ? nil : element
    }
  }
}
