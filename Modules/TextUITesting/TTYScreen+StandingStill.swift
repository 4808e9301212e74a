import TextUI

extension TTYScreen {
  /// A terminal screen for tests, for which time stands still: a flashed message leaves only
  /// when the app clears it, never because the machine was slow.
  @MainActor
  public static func standingStill(
    output: any TextOutput, size: @escaping () -> (columns: Int, rows: Int)
  ) -> TTYScreen {
    let instant = ContinuousClock.now
    return TTYScreen(output: output, size: size, now: { instant })
  }
}
