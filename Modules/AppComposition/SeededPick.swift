import Synchronization

/// Picks indices from a seed (SplitMix64), so a run's random picks come out the same when it is
/// replayed with the random seed it recorded.
final class SeededPick: Sendable {
  private let state: Mutex<UInt64>

  init(seed: UInt64) {
    state = Mutex(seed)
  }

  /// An index below `count` (0 when `count` is not positive).
  func index(below count: Int) -> Int {
    guard count > 0 else { return 0 }
    let value = state.withLock { state in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    return Int(value % UInt64(count))
  }
}
