/// An ``HTTPClient`` on libcurl's multi interface, driven by one dedicated thread.
///
/// Every request is an easy handle on one multi handle, so all requests share its
/// connection cache and repeated requests to a host reuse connections. Redirects are
/// followed (at most 5), bodies are decoded from any encoding libcurl supports, TLS
/// verification is always on, and the usual proxy environment variables apply.
/// Only `http` and `https` URLs are accepted, including as redirect targets.
public final class CurlHTTPClient: HTTPClient {
  /// The defaults for requests that set no limits of their own.
  public let configuration: Configuration
  private let driver: CurlDriver

  /// Creates a client and starts its driver thread.
  public convenience init(configuration: Configuration = Configuration()) {
    self.init(configuration: configuration, hooks: .live)
  }

  /// A client whose failing libcurl calls a test can inject.
  init(configuration: Configuration, hooks: CurlHooks) {
    self.configuration = configuration
    driver = CurlDriver(hooks: hooks)
  }

  deinit {
    driver.shutdown()
  }

  /// Stops the driver thread; running requests and any sent later fail with ``HTTPError/cancelled``.
  ///
  /// Idempotent. Every call waits for the thread to finish, two at once included, except when
  /// called from a progress callback.
  public func shutdown() {
    driver.shutdown()
  }

  /// Sends `request`; cancelling the calling task aborts the transfer within milliseconds.
  public func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    if let error = request.validationError() { throw error }
    if Task.isCancelled { throw .cancelled }
    let transfer = CurlTransfer(request: request, configuration: configuration, progress: progress)
    let driver = driver
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        transfer.continuation = continuation
        driver.submit(transfer)
      }
    } onCancel: {
      driver.cancel(transfer)
    }
    return try result.get()
  }
}
