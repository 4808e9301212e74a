import Clocks

extension TestClock<Duration> {
  /// Waits (real time, at most `timeout`) until something is asleep on this clock.
  ///
  /// An effect sleeps in a task of its own, which may not have reached its `sleep` yet when the
  /// test goes on, above all on a busy machine; advancing the clock before then wakes nothing,
  /// and the effect's deadline moves with it. Call this before `advance` when an effect has just
  /// been started.
  @MainActor
  public func waitForSleeper(timeout: Duration = .seconds(5)) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while (try? await checkSuspension()) != nil, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
