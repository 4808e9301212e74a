import Networking
import Synchronization

/// An ``HTTPClient`` that answers from a session's recorded exchanges and never touches the
/// network: each request gets the first unused exchange with its method and URL, after as long
/// on the replay's clock as it took when recorded.
public final class ReplayHTTPClient: HTTPClient {
  private let clock: VirtualClock
  private let exchanges: Mutex<[HTTPExchange?]>
  private let divergence: @Sendable (String) -> Void

  /// - Parameter divergence: told, in one sentence, of each request the session has no answer for.
  public init(
    exchanges: [HTTPExchange], clock: VirtualClock, divergence: @escaping @Sendable (String) -> Void
  ) {
    self.exchanges = Mutex(exchanges)
    self.clock = clock
    self.divergence = divergence
  }

  public func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    let method = request.method.rawValue
    let exchange = exchanges.withLock { exchanges -> HTTPExchange? in
      guard let index = exchanges.firstIndex(where: { $0?.method == method && $0?.url == request.url }) else {
        return nil
      }
      defer { exchanges[index] = nil }
      return exchanges[index]
    }
    guard let exchange else {
      let sentence = "the replay asked for \(method) \(request.url), which the session never recorded"
      divergence(sentence)
      throw .transport(code: 0, message: sentence)
    }
    // The recorded progress at its recorded moments, then the answer when it came.
    var elapsed: Int64 = 0
    for mark in exchange.progress ?? [] {
      let offset = max(elapsed, mark.at - exchange.started)
      try await sleep(milliseconds: offset - elapsed)
      elapsed = offset
      progress?(mark.received, mark.expected)
    }
    try await sleep(milliseconds: max(0, exchange.ended - exchange.started - elapsed))
    if let response = exchange.response {
      let body = response.body
      // A session recorded before progress was, or a client that reported none.
      if exchange.progress == nil { progress?(Int64(body.count), Int64(body.count)) }
      return response.httpResponse
    }
    throw exchange.failure?.error ?? .transport(code: 0, message: "the recorded exchange has no answer")
  }

  private func sleep(milliseconds: Int64) async throws(HTTPError) {
    do {
      try await clock.sleep(for: .milliseconds(milliseconds))
    } catch {
      throw .cancelled
    }
  }
}
