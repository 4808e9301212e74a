import FlyingFox
import Synchronization

/// The requests a loopback server's routes received, in order, for a test to check what a client
/// sent.
///
/// Routes run on the server's connection tasks, so the log is shared between them and the test.
public final class RequestLog: Sendable {
  private let entries = Mutex<[ReceivedRequest]>([])

  /// Creates an empty log.
  public init() {}

  /// Every request logged, oldest first.
  public var requests: [ReceivedRequest] {
    entries.withLock { $0 }
  }

  /// Logs `request` and returns how many requests the log holds now, this one included.
  @discardableResult
  public func append(_ request: HTTPRequest) -> Int {
    let headers = Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }) { first, _ in first }
    let received = ReceivedRequest(target: request.target.rawValue, headers: headers)
    return entries.withLock {
      $0.append(received)
      return $0.count
    }
  }
}
