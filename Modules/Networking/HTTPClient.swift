/// Sends HTTP requests; the seam between services and the network.
///
/// Implementations throw only ``HTTPError``; an HTTP error status is a response, not an error.
public protocol HTTPClient: Sendable {
  /// Sends `request` and returns the complete response, reporting download progress to `progress`.
  ///
  /// Cancelling the calling task aborts the transfer and throws ``HTTPError/cancelled``.
  func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse
}
