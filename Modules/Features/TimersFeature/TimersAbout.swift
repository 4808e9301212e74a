/// The Timers screen's About page.
enum TimersAbout {
  static let text = """
    Timers — a stopwatch: an effect that lives until it is cancelled.

    Where it comes from
      The stopwatch every phone has, written as a reactor: the timer belongs
      in `mutate`, as ReactorKit's own examples start an Observable.interval
      there, and it is ended by id rather than by `take(until:)`.

    The idea
      `toggle` starts a `.run` effect that sleeps a tenth of a second on the
      injected clock and sends `tick`, again and again. It is
        .cancellable(id: EffectID.ticking, cancelInFlight: true)
      so `toggle` again ends it with `.cancel(id: EffectID.ticking)`, and a
      start can never leave two timers ticking.

      It never ends on its own, so it is marked `.longLived()`: the screen is
      at rest while it ticks. Plain mode reads the next line at once instead of
      waiting for the timer, and a test's `drain` does not wait for it either;
      the test moves a TestClock by a tenth and sees one more tick.

      Ticks only move the display. A stop or a lap reads the clock (the
      reactor keeps how long the run has lasted, a side effect of `mutate`),
      so no part of a tenth is lost however often it is stopped.

      Ticks are many: the trace panel folds a run of the same mutation into
      one line (`tick ×25`), and time travel steps by action ({ }) as well as
      by state ([ ]).

    Files to read
      Modules/Features/TimersFeature/TimersReactor.swift  the long-lived timer
      Modules/Features/TimersFeature/TimersView.swift     keys by state
      Modules/Features/TimersFeature/TimersCaseStudy.swift  its one entry
      Modules/ReactorCore/EffectNode+LongLived.swift      what longLived marks
      Tests/TimersFeatureTests/                           ticks on a TestClock
      docs/case-studies.md                                run with a script
    """
}
