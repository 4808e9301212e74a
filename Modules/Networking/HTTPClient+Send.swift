extension HTTPClient {
  /// Sends `request` without progress reporting.
  public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    try await send(request, progress: nil)
  }
}
