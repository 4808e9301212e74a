import Foundation
import Models
import Networking
import Synchronization

/// Chooses between live and offline data as configured: `auto` goes live first and falls back
/// to offline for a host that cannot be reached, `live` only goes live, `offline` never
/// touches the network.
///
/// In `auto`, reachability is kept per host: a DNS, connect or connect-timeout failure marks
/// only the host that failed, so only the services that use it fall back. The next request to
/// that host after ``retryInterval`` tries it again; when it answers, the data is live again and
/// its origin says so (``DataOrigin/reconnected(host:)``).
public final class DataSourcePolicy: Sendable {
  /// The configured choice.
  public enum Mode: String, Sendable {
    case auto, live, offline
  }

  /// A value and where it came from.
  public struct Sourced<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: DataOrigin
  }

  /// How long a host that could not be reached is left alone before it is tried again.
  public static let retryInterval: TimeInterval = 30

  /// A host that could not be reached: why, and from when it may be tried again.
  private struct Outage {
    var failure: String
    var retryAt: Date
  }

  public let mode: Mode
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone
  private let outages = Mutex<[String: Outage]>([:])
  private let work: LocalWork

  /// - Parameters:
  ///   - now: the time outages are measured against.
  ///   - timeZone: the zone the retry time is shown in.
  ///   - work: where each offline answer is reported as it ends: the sample read or the people
  ///     made up take the machine's time, not the clock's.
  public init(
    mode: Mode, now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .current,
    work: LocalWork = LocalWork()
  ) {
    self.mode = mode
    self.work = work
    self.now = now
    self.timeZone = timeZone
  }

  /// The banner for a screen with none of its own (the menu, or one whose own data is live):
  /// that some screens show sample data, and each host still marked unreachable, in order; nil
  /// while every host is live.
  ///
  /// "some screens show bundled sample data: api.github.com is unreachable (…); trying it again
  /// after 14:05:30". It does not say that this screen's data is sample data: it may not be.
  public var fallback: String? {
    let marked = outages.withLock { $0 }.sorted { $0.key < $1.key }
    guard !marked.isEmpty else { return nil }
    return "some screens show bundled sample data: "
      + marked.map { reason($0.key, $0.value) }.joined(separator: "; ")
  }

  /// Runs `live` or `offline` as the mode and the host's recent failures say.
  ///
  /// - Parameter url: the URL (or base URL) `live` fetches from; its host is what an
  ///   unreachable failure marks.
  /// - Throws: what `live` threw, unless it was an unreachable host in `auto` mode.
  public func fetch<Value: Sendable>(
    from url: String,
    live: @Sendable () async throws -> Value,
    offline: @Sendable () async throws -> Value
  ) async throws -> Sourced<Value> {
    switch mode {
    case .offline:
      return Sourced(value: try await answer(offline, from: url), origin: .offline(reason: nil))
    case .live:
      return Sourced(value: try await live(), origin: .live)
    case .auto:
      let host = Self.host(of: url)
      let outage = outages.withLock { $0[host] }
      if let outage, now() < outage.retryAt {
        return Sourced(
          value: try await answer(offline, from: url), origin: .offline(reason: reason(host, outage)))
      }
      do {
        let value = try await live()
        let recovered = outages.withLock { $0.removeValue(forKey: host) } != nil
        return Sourced(value: value, origin: recovered ? .reconnected(host: host) : .live)
      } catch let error as HTTPError where error.isUnreachable {
        let outage = Outage(failure: "\(error)", retryAt: now().addingTimeInterval(Self.retryInterval))
        outages.withLock { $0[host] = outage }
        return Sourced(
          value: try await answer(offline, from: url), origin: .offline(reason: reason(host, outage)))
      }
    }
  }

  /// What `offline` answers in place of `url`, reported as local work (`offline <host>`).
  private func answer<Value: Sendable>(
    _ offline: @Sendable () async throws -> Value, from url: String
  ) async throws -> Value {
    try await work.run("offline \(Self.host(of: url))", offline)
  }

  /// The host and, when the URL names one, the port: two servers on one machine are two hosts.
  private static func host(of url: String) -> String {
    guard let components = URLComponents(string: url), let host = components.host else { return url }
    return components.port.map { "\(host):\($0)" } ?? host
  }

  /// "api.github.com is unreachable (could not connect to api.github.com); trying it again
  /// after 14:05:30": the host, what failed, and when the next request goes to the network.
  /// Once that time has passed, the next request to the host tries it, and the words say so.
  private func reason(_ host: String, _ outage: Outage) -> String {
    let retry =
      now() < outage.retryAt
      ? "trying it again after \(ClockTime.text(outage.retryAt, in: timeZone, withSeconds: true, now: now()))"
      : "trying it again with the next request"
    return "\(host) is unreachable (\(outage.failure)); \(retry)"
  }
}
