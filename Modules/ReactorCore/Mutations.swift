/// A description of the values a reactor step produces: synchronous values, concatenations,
/// merges and asynchronous effects.
///
/// `mutate(action:)` returns `Mutations<Mutation>`; the runtime interprets it. Synchronous parts
/// (``just(_:)``, ``concat(_:)-(Mutations<Element>...)`` of synchronous parts) are reduced before
/// ``Reactor/send(_:)`` returns. Asynchronous parts (``run(_:)``, ``task(_:)->Mutations<Element>``, ``stream(_:)-(S)``,
/// ``delay(for:clock:)``) run in unstructured tasks owned by the reactor, and what they emit is reduced on
/// the main actor in order of arrival. Such a task starts inside the `send` that launched it and runs
/// until its first real suspension, so an effect that answers without suspending (a stub) is reduced
/// before `send` returns, as RxSwift's `Single.just` is; see ``Reactor/effectExecutor`` for the
/// exception.
///
/// The same type describes the action stream of ``Reactor/transform(action:)``: every operator
/// works on it, and it can be used any number of times.
public struct Mutations<Element: Sendable>: Sendable {
  @usableFromInline
  enum Kind: Sendable {
    case none
    case just(Element)
    case concat([Mutations<Element>])
    case merge([Mutations<Element>])
    case effect(EffectNode<Element>)
    /// Made on the main actor when its turn comes.
    case deferred(@MainActor @Sendable () -> Mutations<Element>)
    /// The mutations `mutate` produces, as handed to `transform(mutation:)`, with a per-element
    /// transform.
    case upstream((@MainActor @Sendable (Element) -> Element?)?)
    /// The stream a hook is given, run as an ordinary stream: the actions sent to the reactor
    /// (`transform(action:)`) or the states it reduces (`transform(state:)`).
    case input
  }

  @usableFromInline
  let kind: Kind

  @inlinable
  init(_ kind: Kind) {
    self.kind = kind
  }
}

// MARK: - Building blocks

extension Mutations {
  /// Nothing: the action changes no state, as RxSwift's `Observable.empty()`.
  ///
  /// A function, as RxSwift's is, so it is passed where one is expected:
  /// `.task { try await service.delete(id) }.flatMap(Mutations.empty)`.
  @inlinable
  public static func empty() -> Self { Self(.none) }

  /// One value, reduced synchronously.
  @inlinable
  public static func just(_ element: Element) -> Self {
    Self(.just(element))
  }

  /// Runs each part after the previous one has finished.
  ///
  /// Every value of a part is reduced, and ``Reactor/currentState`` updated, before the next part
  /// starts. A part cancelled by ``take(until:)`` or ``cancellable(id:cancelInFlight:)`` ends, and
  /// the concatenation goes on with its next part, so a closing `setLoading(false)` still runs. A
  /// part that fails ends the whole action's effect, as in ReactorKit, the later parts included:
  /// put a ``catch(_:)`` on the part that may fail when what follows must still run.
  @inlinable
  public static func concat(_ parts: Self...) -> Self {
    Self(.concat(parts))
  }

  /// Runs each part after the previous one has finished.
  @inlinable
  public static func concat(_ parts: [Self]) -> Self {
    Self(.concat(parts))
  }

  /// Runs every part at once; values are reduced in order of arrival.
  public static func merge(_ parts: Self...) -> Self {
    Self(.merge(parts))
  }

  /// Runs every part at once; values are reduced in order of arrival.
  public static func merge(_ parts: [Self]) -> Self {
    Self(.merge(parts))
  }

  /// An asynchronous effect that may emit any number of values through `send`.
  ///
  /// The body starts at once, inside the `send` that launched it, on the main actor (the
  /// reactor's), and runs there until it awaits something that runs elsewhere: a service's
  /// `nonisolated` method runs off the main actor, as before. A body that sends without
  /// suspending is reduced before `send` returns. Put CPU-heavy work in a `@concurrent` function.
  /// A thrown error ends everything the action started, unless a ``catch(_:)`` around this
  /// handles it, and reaches ``Reactor/handleError(_:)``.
  public static func run(
    _ body: @escaping @MainActor @Sendable (_ send: Send<Element>) async throws -> Void
  ) -> Self {
    Self(.effect(RunNode(body: body)))
  }

  /// An asynchronous effect that emits the one value `operation` returns.
  ///
  /// `operation` starts as ``run(_:)``'s body does: at once, on the main actor. A stub that
  /// returns without suspending (a `@MainActor` fake, or a Stubber-style one in a package built
  /// with `NonisolatedNonsendingByDefault`; see <doc:ComingFromReactorKit>) is reduced before
  /// `send` returns, so a ported spec's back-to-back sends see its answer.
  public static func task(_ operation: @escaping @MainActor @Sendable () async throws -> Element)
    -> Self
  {
    Self(.effect(TaskNode(operation: operation)))
  }

  /// An asynchronous effect that emits the one value `operation` returns, of another type than
  /// the mutations, to be mapped into one, as a ReactorKit reactor maps a service's observable:
  ///
  /// ```swift
  /// return .task { [service] in try await service.search(query) }.map(Mutation.setResults)
  /// ```
  public static func task<Value: Sendable>(
    _ operation: @escaping @MainActor @Sendable () async throws -> Value
  ) -> Mutations<Value> {
    Mutations<Value>.task(operation)
  }

  /// Emits every element of an asynchronous sequence, for as long as it lasts.
  public static func stream<S: AsyncSequence & Sendable>(_ sequence: S) -> Self
  where S.Element == Element {
    Self(.effect(StreamNode(sequence: sequence)))
  }

  /// Emits every element of an asynchronous sequence, transformed, for as long as it lasts.
  ///
  /// Prefer this to mapping the sequence itself: the elements are transformed on the main
  /// actor as they arrive, without an extra hop through the global executor, so they keep
  /// their order relative to the reactor's other effects.
  @MainActor
  public static func stream<S: AsyncSequence & Sendable>(
    _ sequence: S,
    _ transform: @escaping @MainActor @Sendable (S.Element) -> Element?
  ) -> Self where S.Element: Sendable {
    Mutations<S.Element>.stream(sequence).compactMap(transform)
  }

  /// Makes the values when their turn comes, on the main actor: inside a
  /// ``concat(_:)-(Mutations<Element>...)``, after every part before it has been reduced.
  ///
  /// ReactorKit's `Observable.deferred` (or `create`) inside `concat`: the body can read
  /// ``Reactor/currentState`` as the earlier parts left it. When what it returns is synchronous,
  /// it is reduced before ``Reactor/send(_:)`` returns, like any synchronous part.
  ///
  /// ```swift
  /// .concat(
  ///   .just(.increaseValue),
  ///   .deferred { [unowned self] in .just(.setParity(currentState.value.isMultiple(of: 2))) })
  /// ```
  public static func deferred(_ body: @escaping @MainActor @Sendable () -> Self) -> Self {
    Self(.deferred(body))
  }

  /// Cancels the running effects marked with `id` by ``cancellable(id:cancelInFlight:)``.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.effect(CancelNode(id: AnyHashable(id))))
  }

  /// Whether this lives until it is cancelled: a part marked ``longLived()``, an operator over
  /// one, or a merge whose parts that do not end at once all are.
  var isLongLived: Bool {
    switch kind {
    case .none, .just, .concat, .deferred, .upstream, .input: false
    case .merge(let parts):
      parts.contains(where: \.isLongLived) && parts.allSatisfy { $0.isSynchronous || $0.isLongLived }
    case .effect(let node): node.isLongLived
    }
  }

  /// Whether the runtime can reduce everything in this value before `send` returns.
  @inlinable
  var isSynchronous: Bool {
    switch kind {
    case .none, .just: true
    case .concat(let parts), .merge(let parts): parts.allSatisfy { $0.isSynchronous }
    case .effect(let node): node.isSynchronous
    case .deferred, .upstream, .input: false
    }
  }

  /// The part a deferred body makes, made now; any other part as it is.
  @MainActor
  @inlinable
  func evaluatingDeferred() -> Self {
    if case .deferred(let body) = kind { body() } else { self }
  }
}
