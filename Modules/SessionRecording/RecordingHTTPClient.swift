import Networking
import Synchronization

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
    let marks = ProgressLog()
    let reporting = progress.map { progress -> HTTPProgress in
      { [recorder] received, expected in
        marks.note(HTTPExchange.ProgressMark(at: recorder.now, received: received, expected: expected))
        progress(received, expected)
      }
    }
    let exchange = { @Sendable (ended: Int64, result: Result<HTTPResponse, HTTPError>, progress: Marks) in
      HTTPExchange(
        started: started, ended: ended, request: request, secrets: secrets, result: result,
        progress: progress)
    }
    let number = recorder.send { ended in exchange(ended, .failure(.cancelled), marks.marks) }
    let result: Result<HTTPResponse, HTTPError>
    do {
      result = .success(try await base.send(request, progress: reporting))
    } catch {
      result = .failure(error)
    }
    let (ended, progress) = (recorder.now, marks.marks)
    recorder.answer(number) { exchange(ended, result, progress) }
    return try result.get()
  }
}

private typealias Marks = [HTTPExchange.ProgressMark]

/// The progress reports of one exchange, a change at a time: the client repeats a report while
/// no byte arrives, and the repeats change nothing on a screen.
private final class ProgressLog: Sendable {
  private let state = Mutex<[HTTPExchange.ProgressMark]>([])

  var marks: [HTTPExchange.ProgressMark] { state.withLock { $0 } }

  func note(_ mark: HTTPExchange.ProgressMark) {
    state.withLock { marks in
      guard marks.last?.received != mark.received || marks.last?.expected != mark.expected else { return }
      marks.append(mark)
    }
  }
}
