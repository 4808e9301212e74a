import Dispatch
import Foundation
import Synchronization

/// Dispatch signal sources for a set of signals, with their previous actions replaced.
// @unchecked: the only non-Sendable state is the dispatch sources and the C handler pointers,
// neither mutated after init; libdispatch sources may be cancelled from any thread, and the
// one-time cancel is guarded by a Mutex.
final class SignalWatchers: @unchecked Sendable {
  private let sources: [any DispatchSourceSignal]
  private let previousActions: [(signal: Int32, action: __sighandler_t?)]
  private let isCancelled = Mutex(false)

  /// Starts calling `handler` on a private serial queue with the signal number whenever one of
  /// `signals` arrives.
  init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
    let queue = DispatchQueue(label: "TextUI.TerminalRestorer")
    var previousActions: [(signal: Int32, action: __sighandler_t?)] = []
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in signals {
      // The default action would kill the process before the source's handler could run.
      previousActions.append((signalNumber, signal(signalNumber, SIG_IGN)))
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { handler(signalNumber) }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
    self.previousActions = previousActions
  }

  deinit {
    cancel()
  }

  /// Cancels the sources and puts back the actions the signals had before; idempotent.
  func cancel() {
    let isFirst = isCancelled.withLock { done in
      defer { done = true }
      return !done
    }
    guard isFirst else { return }
    for source in sources { source.cancel() }
    for (signalNumber, action) in previousActions { _ = signal(signalNumber, action) }
  }
}
