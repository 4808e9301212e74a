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
        let reason = "\(error)"
        fallbackReason.withLock { $0 = reason }
        return Sourced(value: try await offline(), origin: .offline(reason: reason))
      }
    }
  }
}
