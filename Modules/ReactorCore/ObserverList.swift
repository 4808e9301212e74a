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
  @inlinable
  func notify(_ state: State) {
    let (first, rest) = (firstBody, self.rest)
    guard let first else { return }
    first(state)
    for observer in rest { observer.body(state) }
  }
}
