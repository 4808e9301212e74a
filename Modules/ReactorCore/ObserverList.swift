/// The observers of a runtime; the first lives inline so one observer costs no array.
@MainActor
@usableFromInline
struct ObserverList<State> {
  @usableFromInline
  struct Observer {
    @usableFromInline let id: UInt32
    @usableFromInline let body: @MainActor (State) -> Void

    @inlinable
    init(id: UInt32, body: @escaping @MainActor (State) -> Void) {
      self.id = id
      self.body = body
    }
  }

  @usableFromInline var first: Observer?
  @usableFromInline var rest: [Observer] = []
  @usableFromInline var nextID: UInt32 = 0

  @inlinable
  init() {}

  @inlinable
  mutating func add(_ body: @escaping @MainActor (State) -> Void) -> UInt32 {
    let id = nextID
    nextID &+= 1
    if first == nil {
      first = Observer(id: id, body: body)
    } else {
      rest.append(Observer(id: id, body: body))
    }
    return id
  }

  mutating func remove(_ id: UInt32) {
    if first?.id == id {
      first = rest.isEmpty ? nil : rest.removeFirst()
    } else if let index = rest.firstIndex(where: { $0.id == id }) {
      rest.remove(at: index)
    }
  }

  /// Calls every observer; each call works on copies, so observers may come and go meanwhile.
  @inlinable
  func notify(_ state: State) {
    guard let first else { return }
    first.body(state)
    if !rest.isEmpty {
      for observer in rest { observer.body(state) }
    }
  }
}
