import Networking

/// An ``HTTPClient`` that sends through another and records each exchange in a session,
/// credentials left out.
public struct RecordingHTTPClient: HTTPClient {
  private let base: any HTTPClient
  private let recorder: SessionRecorder
  private let secrets: [String]

  /// - Parameter secrets: values (the GitHub token) removed wherever they appear.
  public init(base: any HTTPClient, recorder: SessionRecorder, secrets: [String]) {
    self.base = base
    self.recorder = recorder
    self.secrets = secrets
  }

  public func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    let started = recorder.now
    let result: Result<HTTPResponse, HTTPError>
    do {
      result = .success(try await base.send(request, progress: progress))
    } catch {
      result = .failure(error)
    }
    recorder.record(
      .http(
        HTTPExchange(
          started: started, ended: recorder.now, request: request, secrets: secrets, result: result)))
    return try result.get()
  }
}
