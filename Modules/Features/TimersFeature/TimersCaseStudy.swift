import CaseStudyKit
import TextUI

/// What Timers is built from: the clock it ticks on.
public protocol TimersEnvironment {
  /// Drives the ticks; a `TestClock` in tests, the replay's virtual clock in a replay.
  var clock: any Clock<Duration> { get }
}

extension CaseStudy where Environment: TimersEnvironment {
  /// Timers: a stopwatch whose ticking lives until it is cancelled.
  public static var timers: Self {
    CaseStudy(
      name: "timers", summary: "a long-lived effect: start, lap, stop by id", about: TimersAbout.text,
      pictures: [
        // As it opens: a picture of a running stopwatch would show the time the run took.
        Picture(alt: "Timers as it opens: the stopwatch at 00:00.0, stopped, and s to start it.")
      ],
      places: [
        Place("running", plain: ["s"], terminal: [.character("s")]),
        Place("stopped after a run", plain: ["s", "l", "s"], terminal: .typing("sls")),
      ]
    ) { environment, context in
      context.page(TimersView(screen: context.screen), TimersReactor(clock: environment.clock))
    }
  }
}
