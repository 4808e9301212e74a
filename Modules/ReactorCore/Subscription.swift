/// A running observation or binding; ``cancel()`` ends it.
///
/// Keep subscriptions in a ``Bag``: a view's bag is emptied when its reactor is reassigned.
/// An observation holds its reactor's observer list until it is cancelled, so an observer that
/// captures another observation's subscription keeps both alive until one is cancelled, as a
/// disposable captured by its own subscription does in RxSwift.
public struct Subscription: Sendable {
  private enum Kind: Sendable {
    /// Holds the observer list, not the runtime: a released reactor's runtime still goes,
    /// ending its effects, while an observation of it is kept.
    case observer(any ObserverRemoving, UInt32)
    case task(Task<Void, Never>)
    case action(@MainActor @Sendable () -> Void)
  }

  private let kind: Kind

  @usableFromInline
  init(observerOf host: any ObserverRemoving, id: UInt32) {
    kind = .observer(host, id)
  }

  /// Wraps a task; cancelling the subscription cancels the task.
  public init(_ task: Task<Void, Never>) {
    kind = .task(task)
  }

  /// Runs `cancel` when the subscription is cancelled, for bindings to other event sources.
  public init(cancel: @escaping @MainActor @Sendable () -> Void) {
    kind = .action(cancel)
  }

  /// Ends the observation or binding.
  @MainActor
  public func cancel() {
    switch kind {
    case .observer(let host, let id): host.removeObserver(id: id)
    case .task(let task): task.cancel()
    case .action(let cancel): cancel()
    }
  }

  /// Keeps this subscription until `bag` is emptied or released.
  @MainActor
  public func store(in bag: Bag) {
    bag.insert(self)
  }
}

/// Something observers can be removed from.
@MainActor
@usableFromInline
protocol ObserverRemoving: AnyObject, Sendable {
  func removeObserver(id: UInt32)
}
