import ReactorCore
import Synchronization

/// A wait that ignores cancellation, as an uncooperative SDK call does; the test opens it.
final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// A `send` an effect hands out of its task, as a callback-based API keeps it.
@MainActor
final class SendBox<Element: Sendable> {
  var send: Send<Element>?
}
