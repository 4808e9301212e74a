import ReactorCore
import Testing

// What the differential test found in the loop that runs chains in one task.
extension DifferentialTests {
  // Found by this test (seed 2531 of 100,000; shrunk): the catch's inside fails as it starts and
  // its handler, a task flat-mapped to another, runs inline and ends there, inside the catch's
  // start; the concat after the catch must run its next part once.
  @Test func aConcatGoesOnOnceAfterACatchWhoseHandlerEndedAsItStarted() async {
    let program = Program(
      effects: [
        .fail, .none, .none,
        .concat([
          .catch(
            .concat([.concat([.just(9), .fail]), .takeUntil(action: 3, .just(8))]),
            handler: .flatMap(inner: .task(2), made: .task(1))),
          .just(9),
        ]),
      ],
      isLatestOnly: [false, false, false, false], cancelsLatest: [false, false, false, false],
      hook: .identity,
      sends: [[], [], [], [], [3], []], cancelObserverAfter: nil,
      observerSends: nil,
      stateHook: .identity)
    await DifferentialTests.expectAgreement(program)
  }
}
