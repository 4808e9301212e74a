import CCurl
import Dispatch
import Foundation
import Synchronization

/// Owns one libcurl multi handle and the single thread that drives all of its transfers.
///
/// Callers hand over new and cancelled transfers through a mutex-protected inbox and wake
/// the thread with `curl_multi_wakeup`; the thread does all other libcurl work itself.
// Safe to share: `multi` is used only on the driver thread, except `curl_multi_wakeup`, which
// libcurl documents as callable from any thread; those calls are made while holding
// `inboxLock` and only until the thread has drained its final inbox, so none can follow the
// cleanup. `inbox` is read and written only while holding `inboxLock`; the rest is immutable.
final class CurlDriver: @unchecked Sendable {
  private struct Inbox {
    var submitted: [CurlTransfer] = []
    var cancelled: [CurlTransfer] = []
    var isStopping = false
    var driverThread: ObjectIdentifier?
  }

  private let multi: UnsafeMutableRawPointer
  // NSLock (a pthread mutex) rather than Synchronization.Mutex: this lock is contended between
  // callers and the driver thread, and ThreadSanitizer cannot see a contended Mutex being
  // taken (it waits on a futex inside the uninstrumented Synchronization library), so it
  // reported the inbox as raced. Tools/tsan-mutex reproduces that in a few lines.
  private let inboxLock = NSLock()
  private var inbox = Inbox()
  /// The most connections open to one host at a time, as browsers allow.
  static let maxHostConnections = 6
  /// The most connections open at a time, all hosts together.
  static let maxTotalConnections = 24

  /// Signalled once the thread has freed the multi handle; each waiter passes the signal on.
  private let stopped = DispatchSemaphore(value: 0)
  private let hooks: CurlHooks

  init(hooks: CurlHooks = .live) {
    self.hooks = hooks
    _ = CurlGlobal.isInitialized
    guard let multi = curl_multi_init() else {
      // Only fails when memory is exhausted, where nothing else could proceed either.
      fatalError("curl_multi_init failed")
    }
    self.multi = multi
    // Beyond these, libcurl queues transfers until a connection is free: a burst of requests
    // (a fast scroll through images) cannot open dozens of sockets to one host.
    ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, Self.maxHostConnections)
    ccurl_multi_setopt_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, Self.maxTotalConnections)
    let thread = Thread { [self] in run() }
    thread.name = "CurlHTTPClient"
    thread.start()
  }

  /// Queues a transfer for the driver thread; after shutdown it fails at once as cancelled.
  func submit(_ transfer: CurlTransfer) {
    let accepted = withInbox { inbox in
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
    withInbox { inbox in
      guard !inbox.isStopping else { return }
      inbox.cancelled.append(transfer)
      curl_multi_wakeup(multi)
    }
  }

  /// Stops the thread, failing unfinished transfers as cancelled; every caller waits for it to
  /// finish, unless called on it.
  func shutdown() {
    let isOnDriverThread = withInbox { inbox in
      if !inbox.isStopping { curl_multi_wakeup(multi) }
      inbox.isStopping = true
      return inbox.driverThread == ObjectIdentifier(Thread.current)
    }
    guard !isOnDriverThread else { return }
    stopped.wait()
    // The next caller (a second shutdown, or deinit after shutdown) waits on the same signal.
    stopped.signal()
  }

  private func withInbox<Value>(_ body: (inout Inbox) -> Value) -> Value {
    inboxLock.lock()
    defer { inboxLock.unlock() }
    return body(&inbox)
  }

  private func run() {
    withInbox { $0.driverThread = ObjectIdentifier(Thread.current) }
    let loop = CurlMultiLoop(multi: multi, hooks: hooks)
    while true {
      let (submitted, cancelled, isStopping) = withInbox { inbox in
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
    hooks.willCleanUp()
    curl_multi_cleanup(multi)
    stopped.signal()
  }
}
