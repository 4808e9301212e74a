import Dispatch

/// The main queue, which the main actor and a replay's effects (``ReplayEffectExecutor``) share.
public enum MainQueue {
  /// Returns after one turn of the main queue: every job queued there before the call has run.
  ///
  /// `Task.yield()` would do as much by way of a thread of the global pool and back (it is
  /// nonisolated): two thread switches a turn, which were most of a long replay's time.
  @MainActor
  public static func turn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
