import Networking
import Privacy
import Synchronization

/// An ``HTTPClient`` that answers from a session's recorded exchanges and never touches the
/// network: each request gets the first unused exchange with its method and URL, when the replay's
/// clock reaches the moment the recorded answer came (its progress at the moments it came too).
public final class ReplayHTTPClient: HTTPClient {
  private let clock: VirtualClock
  private let exchanges: Mutex<[HTTPExchange?]>
  private let originalStarts: [Int64]
  private let divergence: @Sendable (String) -> Void

  /// - Parameter divergence: told, in one sentence, of each request the session has no answer for.
  public init(
    exchanges: [HTTPExchange], clock: VirtualClock, divergence: @escaping @Sendable (String) -> Void
  ) {
    self.exchanges = Mutex(exchanges)
    self.originalStarts = exchanges.map(\.started)
    self.clock = clock
    self.divergence = divergence
  }

  public func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    let method = request.method.rawValue
    // Recorded without a URL's user and password, which a replay's configuration stands in for.
    let url = URLCredentials.removed(from: request.url)
    let exchange = exchanges.withLock { exchanges -> HTTPExchange? in
      guard let index = exchanges.firstIndex(where: { $0?.method == method && $0?.url == url }) else {
        return nil
      }
      defer { exchanges[index] = nil }
      return exchanges[index]
    }
    guard let exchange else {
      let sentence = "the replay asked for \(method) \(url), which the session never recorded"
      divergence(sentence)
      throw .transport(code: 0, message: sentence)
    }
    // The recorded progress at its recorded moments, then the answer when it came: moments on the
    // session's time line, so an answer comes when it did even if the request went out a little
    // earlier or later than it was recorded to.
    for mark in exchange.progress ?? [] {
      try await sleep(until: mark.at)
      progress?(mark.received, mark.expected)
    }
    // The app gave the request up (a newer query, a closed page, the run's end): it is never
    // answered, and ends when the replay's app gives it up again, as it ended then.
    let wasGivenUp = exchange.failure?.error == .cancelled
    try await sleep(until: wasGivenUp ? Session.longestSpan : exchange.ended)
    if let response = exchange.response {
      let body = response.body
      // A session recorded before progress was, or a client that reported none.
      if exchange.progress == nil { progress?(Int64(body.count), Int64(body.count)) }
      return response.httpResponse
    }
    throw exchange.failure?.error ?? .transport(code: 0, message: "the recorded exchange has no answer")
  }

  /// Whether every exchange the session started before `instant` has been asked for again: a
  /// replay's clock waits for that before it passes the instant.
  public func hasBeenAskedForEveryExchange(startedBefore instant: VirtualClock.Instant) -> Bool {
    exchanges.withLock { exchanges in
      zip(exchanges, originalStarts).allSatisfy { exchange, started in
        exchange == nil || .milliseconds(started + 1) > instant.offset
      }
    }
  }

  /// The first exchange the session started before `instant` that the replay has not asked for
  /// again: what a replay waiting on it names.
  public func firstExchangeNotAskedFor(
    startedBefore instant: VirtualClock.Instant
  ) -> (method: String, url: String, started: Int64)? {
    exchanges.withLock { exchanges in
      for (exchange, started) in zip(exchanges, originalStarts) {
        guard let exchange, .milliseconds(started + 1) <= instant.offset else { continue }
        return (exchange.method, exchange.url, started)
      }
      return nil
    }
  }

  private func sleep(until milliseconds: Int64) async throws(HTTPError) {
    do {
      try await clock.sleep(until: VirtualClock.Instant(offset: .milliseconds(milliseconds)))
    } catch {
      throw .cancelled
    }
  }
}
