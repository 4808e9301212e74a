/// Lets the main actor run what is ready until `condition` holds or `turns` turns have passed;
/// returns whether `condition` held.
///
/// Bounded by turns of the main actor, never by time: with effects on a ``TestEffectExecutor``
/// and views binding on the main actor, every job a test waits for passes through the main
/// actor's queue, so the same number of turns always gets as far.
@MainActor
@discardableResult
public func drainMainActor(until condition: () -> Bool = { false }, turns: Int = 1_000) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
