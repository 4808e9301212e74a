import CCurl
import Dispatch
import Foundation
import Synchronization

/// Owns one libcurl multi handle and the single thread that drives all of its transfers.
///
/// Callers hand over new and cancelled transfers through a mutex-protected inbox and wake
/// the thread with `curl_multi_wakeup`; the thread does all other libcurl work itself.
// Safe to share: `multi` is used only on the driver thread, except `curl_multi_wakeup`, which
// libcurl documents as callable from any thread; those calls are made while holding `inbox`
// and only until the thread has drained its final inbox, so none can follow the cleanup.
// All other shared state lives in `inbox` (a Mutex) or is immutable.
final class CurlDriver: @unchecked Sendable {
  private struct Inbox {
    var submitted: [CurlTransfer] = []
    var cancelled: [CurlTransfer] = []
    var isStopping = false
    var driverThread: ObjectIdentifier?
  }

  private let multi: UnsafeMutableRawPointer
  private let inbox = Mutex(Inbox())
  private let stopped = DispatchSemaphore(value: 0)

  init() {
    _ = CurlGlobal.isInitialized
    guard let multi = curl_multi_init() else {
      // Only fails when memory is exhausted, where nothing else could proceed either.
      fatalError("curl_multi_init failed")
    }
    self.multi = multi
    let thread = Thread { [self] in run() }
    thread.name = "CurlHTTPClient"
    thread.start()
  }

  /// Queues a transfer for the driver thread; after shutdown it fails at once as cancelled.
  func submit(_ transfer: CurlTransfer) {
    let accepted = inbox.withLock { inbox in
      guard !inbox.isStopping else { return false }
      inbox.submitted.append(transfer)
      curl_multi_wakeup(multi)
      return true
    }
    if !accepted { transfer.finish(.failure(.cancelled)) }
  }

  /// Asks the driver thread to abort a transfer, whether or not it has started yet.
  func cancel(_ transfer: CurlTransfer) {
    transfer.cancelRequested.store(true, ordering: .releasing)
    inbox.withLock { inbox in
      guard !inbox.isStopping else { return }
      inbox.cancelled.append(transfer)
      curl_multi_wakeup(multi)
    }
  }

  /// Stops the thread, failing unfinished transfers as cancelled; waits for it unless called on it.
  func shutdown() {
    let (isFirst, isOnDriverThread) = inbox.withLock { inbox in
      let isFirst = !inbox.isStopping
      inbox.isStopping = true
      if isFirst { curl_multi_wakeup(multi) }
      return (isFirst, inbox.driverThread == ObjectIdentifier(Thread.current))
    }
    if isFirst, !isOnDriverThread { stopped.wait() }
  }

  private func run() {
    inbox.withLock { $0.driverThread = ObjectIdentifier(Thread.current) }
    let loop = CurlMultiLoop(multi: multi)
    while true {
      let (submitted, cancelled, isStopping) = inbox.withLock { inbox in
        defer {
          inbox.submitted.removeAll(keepingCapacity: true)
          inbox.cancelled.removeAll(keepingCapacity: true)
        }
        return (inbox.submitted, inbox.cancelled, inbox.isStopping)
      }
      // Starts before cancels: a transfer cancelled before it was started is then still found.
      for transfer in submitted { loop.start(transfer) }
      for transfer in cancelled { loop.cancel(transfer) }
      if isStopping { break }
      loop.performAndWait()
    }
    loop.close()
    curl_multi_cleanup(multi)
    stopped.signal()
  }
}
