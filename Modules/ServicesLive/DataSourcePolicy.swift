import Models
import Networking
import Synchronization

/// Chooses between live and offline data as configured: `auto` goes live first and falls back
/// to offline when the network cannot be reached (and stays offline for the rest of the run),
/// `live` only goes live, `offline` never touches the network.
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

  public let mode: Mode
  private let fallbackReason = Mutex<String?>(nil)

  public init(mode: Mode) {
    self.mode = mode
  }

  /// Why `auto` fell back to offline data, once it has; nil while live.
  public var fallback: String? {
    fallbackReason.withLock { $0 }
  }

  /// Runs `live` or `offline` as the mode and past failures say.
  ///
  /// - Throws: what `live` threw, unless it was a DNS or connect failure in `auto` mode.
  public func fetch<Value: Sendable>(
    live: @Sendable () async throws -> Value,
    offline: @Sendable () async throws -> Value
  ) async throws -> Sourced<Value> {
    switch mode {
    case .offline:
      return Sourced(value: try await offline(), origin: .offline(reason: nil))
    case .live:
      return Sourced(value: try await live(), origin: .live)
    case .auto:
      if let reason = fallbackReason.withLock({ $0 }) {
        return Sourced(value: try await offline(), origin: .offline(reason: reason))
      }
      do {
        return Sourced(value: try await live(), origin: .live)
      } catch let error as HTTPError where error.isUnreachable {
        // Two services failing at once: the first to record its failure names it for both.
        let reason = fallbackReason.withLock { recorded in
          if recorded == nil { recorded = Self.reason(for: error) }
          return recorded
        }
        return Sourced(value: try await offline(), origin: .offline(reason: reason))
      }
    }
  }

  /// Why the app went offline, in words that fit every screen: each service shares the
  /// fallback, so the host that failed first is not necessarily the one the screen asks.
  static func reason(for error: HTTPError) -> String {
    switch error {
    case .dns(let host): "the network is unreachable; the first failure was looking up \(host)"
    case .connect(let host): "the network is unreachable; the first failure was connecting to \(host)"
    default: "the network is unreachable: \(error)"
    }
  }
}
