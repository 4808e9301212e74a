import CaseStudyKit
import TextUI

/// What Counter is built from: the clock its steps' delay runs on.
public protocol CounterEnvironment {
  /// Drives the half-second delay of each step; a `TestClock` in tests.
  var clock: any Clock<Duration> { get }
}

extension CaseStudy where Environment: CounterEnvironment {
  /// Counter: ReactorKit's Counter example.
  public static var counter: Self {
    CaseStudy(
      name: "counter", summary: "Action → Mutation → State, concat with delay, @Pulse alerts",
      about: CounterAbout.text,
      pictures: [
        Picture(
          alt: "Counter after pressing + twice: value 2, and the alert \"increased!\" above the key hints.",
          keys: [.character("+"), .character("+")]),
        Picture(
          "trace", alt: "Counter with the trace panel on: each action, its mutations and the state changes.",
          keys: [.character("t"), .character("+")]),
        // Steps that show no spinner: its glyph moves with the wall clock.
        Picture(
          "time-travel",
          alt: "Time travel on Counter: after three increases, four steps back show value 2 again "
            + "under a ⏪ line, its trace lines marked.",
          keys: [.character("t")] + Array(repeating: .character("+"), count: 3)
            + Array(repeating: .left, count: 4)),
      ]
    ) { environment, context in
      context.page(CounterView(screen: context.screen), CounterReactor(clock: environment.clock))
    }
  }
}
