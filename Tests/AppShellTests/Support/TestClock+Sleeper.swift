import Clocks

extension TestClock<Duration> {
  /// Returns once something sleeps on the clock, so that advancing it next wakes that sleeper
  /// instead of passing before it began to sleep.
  ///
  /// However many turns that takes: an effect's first job hops to the main actor through
  /// another thread, which a loaded machine runs late. A count of turns ran out there once, the
  /// clock moved before the Counter's delay slept, and the test waited for a step that could
  /// never end. A test's time limit cancels the wait.
  func waitForSleeper() async {
    while !Task.isCancelled {
      // `checkSuspension` throws exactly when a sleep is pending.
      do { try await checkSuspension() } catch { return }
      await Task.yield()
    }
  }
}
