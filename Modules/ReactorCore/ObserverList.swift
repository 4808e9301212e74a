/// The observers of a runtime; the first lives inline so one observer costs no array.
///
/// A class of its own, so a ``Subscription`` can hold it without holding the runtime: a
/// released reactor's runtime goes (ending its effects) even while observations are kept.
@MainActor
@usableFromInline
final class ObserverList<State>: ObserverRemoving {
  @usableFromInline
  typealias Body = @MainActor (State) -> Void

  @usableFromInline
  struct Observer {
    @usableFromInline let id: UInt32
    @usableFromInline let body: Body

    @inlinable
    init(id: UInt32, body: @escaping Body) {
      self.id = id
      self.body = body
    }
  }

  // The first observer is two plain fields rather than an `Observer?`: an optional closure
  // copies with one retain, while an optional struct holding one may be copied through its
  // value witnesses (metadata lookup, indirect calls) when specialisations get merged.
  // Unchecked exclusivity: inlined into other modules, each access would otherwise pay a
  // dynamic check; no access is held across a call to an observer (notify reads, then calls).
  @exclusivity(unchecked) @usableFromInline var firstBody: Body?
  @exclusivity(unchecked) @usableFromInline var firstID: UInt32 = 0
  @exclusivity(unchecked) @usableFromInline var rest: [Observer] = []
  @exclusivity(unchecked) @usableFromInline var nextID: UInt32 = 0
  /// Counts removals, so a notification round notices an observer cancelled during it.
  @exclusivity(unchecked) @usableFromInline var removals: UInt32 = 0

  @inlinable
  init() {}

  @inlinable
  func add(_ body: @escaping Body) -> UInt32 {
    let id = nextID
    nextID &+= 1
    if firstBody == nil {
      firstBody = body
      firstID = id
    } else {
      rest.append(Observer(id: id, body: body))
    }
    return id
  }

  @usableFromInline
  func removeObserver(id: UInt32) {
    removals &+= 1
    if firstBody != nil, firstID == id {
      if rest.isEmpty {
        firstBody = nil
      } else {
        let next = rest.removeFirst()
        firstBody = next.body
        firstID = next.id
      }
    } else if let index = rest.firstIndex(where: { $0.id == id }) {
      rest.remove(at: index)
    }
  }

  /// Calls every observer; it works on copies, so observers may come and go meanwhile.
  ///
  /// An observer cancelled during the round (by an observer before it) is not called: once
  /// `cancel()` returns, an observer never runs again, as with Rx's disposal. One added during
  /// the round was given the current state when it started observing.
  @inlinable
  func notify(_ state: State) {
    let (first, rest, removals) = (firstBody, self.rest, self.removals)
    guard let first else { return }
    first(state)
    for observer in rest where self.removals == removals || contains(observer.id) {
      observer.body(state)
    }
  }

  /// Whether the observer with this id is still registered.
  @usableFromInline
  func contains(_ id: UInt32) -> Bool {
    (firstBody != nil && firstID == id) || rest.contains { $0.id == id }
  }
}
