import CCurl
import Foundation
import Synchronization

/// The driver thread's side of the multi handle: active transfers and idle easy handles.
///
/// Confined to the driver thread, so it needs no locking.
final class CurlMultiLoop {
  private let multi: UnsafeMutableRawPointer
  private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
  /// Reset handles kept for reuse: creating one costs more than resetting it.
  private var idle: [CurlEasy] = []
  private let maxIdle = 16
  /// The longest wait in `curl_multi_poll`; libcurl shortens it to its own next timeout.
  private let pollMilliseconds: Int32 = 1_000
  /// How long the loop rests after `curl_multi_perform` or `curl_multi_poll` failed, so a call
  /// that keeps failing cannot spin a core.
  private let failurePause: TimeInterval = 0.1
  private let hooks: CurlHooks

  init(multi: UnsafeMutableRawPointer, hooks: CurlHooks = .live) {
    self.multi = multi
    self.hooks = hooks
  }

  /// Adds a transfer to the multi handle, or finishes it at once if it cannot start.
  func start(_ transfer: CurlTransfer) {
    if transfer.cancelRequested.load(ordering: .acquiring) {
      transfer.finish(.failure(.cancelled))
      return
    }
    guard let easy = idle.popLast() ?? CurlEasy() else {
      transfer.finish(.failure(.transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "out of memory")))
      return
    }
    if let error = transfer.attach(to: easy, appendHeader: hooks.appendHeader) {
      transfer.detach()
      recycle(easy)
      transfer.finish(.failure(error))
      return
    }
    let code = curl_multi_add_handle(multi, easy.handle)
    guard code == CURLM_OK else {
      transfer.detach()
      recycle(easy)
      let message = String(cString: curl_multi_strerror(code))
      transfer.finish(.failure(.transport(code: Int(code.rawValue), message: message)))
      return
    }
    active[easy.handle] = transfer
    if transfer.timeoutMilliseconds > 0 {
      transfer.deadline = .now + .milliseconds(transfer.timeoutMilliseconds)
    }
  }

  /// Aborts a running transfer; one that already finished is left alone.
  func cancel(_ transfer: CurlTransfer) {
    guard let easy = transfer.easy, active[easy.handle] === transfer else { return }
    end(transfer, with: .failure(.cancelled))
  }

  /// Runs libcurl until it would block, completes finished transfers, then waits for
  /// socket activity, a timeout, or a wakeup from another thread.
  func performAndWait() {
    var running: Int32 = 0
    let performed = hooks.perform(multi, &running)
    guard performed == CURLM_OK else {
      failAll(performed, in: "curl_multi_perform")
      return
    }
    var remaining: Int32 = 0
    while let message = curl_multi_info_read(multi, &remaining) {
      guard message.pointee.msg == CURLMSG_DONE,
        let handle = message.pointee.easy_handle,
        let transfer = active[handle]
      else { continue }
      // Read before `end` removes the handle, which invalidates the message.
      let code = message.pointee.data.result
      end(transfer, with: transfer.result(for: code))
    }
    let polled = hooks.poll(multi, endOverdue(at: .now))
    if polled != CURLM_OK { failAll(polled, in: "curl_multi_poll") }
  }

  /// Ends each transfer past its deadline as timed out, and returns how long the poll may wait
  /// before the next deadline.
  ///
  /// libcurl does not time out a transfer waiting for a free connection behind the per-host
  /// cap: it would wait as long as the transfers ahead of it, whatever its own timeout.
  private func endOverdue(at now: ContinuousClock.Instant) -> Int32 {
    var wait = Duration.milliseconds(pollMilliseconds)
    for transfer in active.values {
      guard let deadline = transfer.deadline else { continue }
      if deadline <= now {
        let error = HTTPError(
          curlCode: CURLE_OPERATION_TIMEDOUT, message: nil, url: transfer.request.url,
          maxBodyBytes: transfer.maxBodyBytes, wasReachingHost: transfer.isReachingHost, proxy: transfer.proxy
        )
        end(transfer, with: .failure(error))
      } else {
        wait = min(wait, now.duration(to: deadline))
      }
    }
    return Int32(wait.curlMilliseconds)
  }

  /// The multi handle failed as a whole: every running transfer fails with libcurl's words, and
  /// the loop pauses before it tries again.
  private func failAll(_ code: CURLMcode, in call: String) {
    let error = HTTPError.transport(
      code: Int(code.rawValue), message: "\(call) failed: \(String(cString: curl_multi_strerror(code)))")
    for transfer in active.values { end(transfer, with: .failure(error)) }
    Thread.sleep(forTimeInterval: failurePause)
  }

  /// Cancels every running transfer and frees the idle handles, before the multi handle goes.
  func close() {
    for transfer in active.values {
      end(transfer, with: .failure(.cancelled))
    }
    idle.removeAll()
  }

  private func end(_ transfer: CurlTransfer, with result: Result<HTTPResponse, HTTPError>) {
    guard let easy = transfer.easy else { return }
    // Resume first so the caller's task runs while this thread tidies up.
    transfer.finish(result)
    active[easy.handle] = nil
    curl_multi_remove_handle(multi, easy.handle)
    transfer.detach()
    recycle(easy)
  }

  private func recycle(_ easy: CurlEasy) {
    guard idle.count < maxIdle else { return }
    easy.reset()
    idle.append(easy)
  }
}
