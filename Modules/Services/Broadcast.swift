import Synchronization

/// A shared event stream: every subscriber gets every event sent after it subscribed.
///
/// Unlike a single `AsyncStream`, which hands each element to one consumer only, each call to
/// ``subscribe()`` returns a stream of its own. A subscriber that stops iterating (or is
/// cancelled) is removed.
public final class Broadcast<Event: Sendable>: Sendable {
  private struct Subscribers {
    var nextID = 0
    var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
  }

  private let subscribers = Mutex(Subscribers())

  public init() {}

  /// A stream of the events sent from now on.
  public func subscribe() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    let id = subscribers.withLock { subscribers in
      defer { subscribers.nextID += 1 }
      subscribers.continuations[subscribers.nextID] = continuation
      return subscribers.nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.subscribers.withLock { _ = $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends `event` to every current subscriber.
  public func send(_ event: Event) {
    let continuations = subscribers.withLock { Array($0.continuations.values) }
    for continuation in continuations { continuation.yield(event) }
  }

  /// How many subscribers are listening.
  public var subscriberCount: Int {
    subscribers.withLock { $0.continuations.count }
  }

  deinit {
    subscribers.withLock { subscribers in
      for continuation in subscribers.continuations.values { continuation.finish() }
    }
  }
}
