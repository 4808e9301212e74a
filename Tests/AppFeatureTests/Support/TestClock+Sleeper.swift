import Clocks

extension TestClock<Duration> {
  /// Returns once something sleeps on the clock (at most `turns` checks), so that advancing it
  /// next wakes that sleeper instead of passing before it began to sleep.
  func waitForSleeper(turns: Int = 100) async {
    for _ in 0..<turns {
      // `checkSuspension` throws exactly when a sleep is pending.
      do { try await checkSuspension() } catch { return }
    }
  }
}
