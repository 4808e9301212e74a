/// The Counter's About page.
enum CounterAbout {
  static let text = """
    Counter — the smallest complete reactor.

    Where it comes from
      The Counter example in the ReactorKit README, as the article on
      ReactorKit's basic examples by Kim Roks walks through it.

    The idea
      The view never changes the number itself. It sends an Action (`increase`,
      `decrease`); the reactor's `mutate` turns it into Mutations, and `reduce`
      folds each one into the State the view renders.

      `increase` is a concatenation, run in order:
        setLoading(true) → increaseValue (after 500 ms) → setLoading(false)
        → setAlertMessage("increased!")
      Every mutation is reduced before the next one starts, so the spinner shows
      while the delay runs. The delay uses an injected clock: tests advance a
      TestClock instead of waiting.

      `alertMessage` is a @Pulse: the view is told on every assignment, even when
      the text is the same as before, so two increases show the alert twice.
      Unlike ReactorKit's `pulse`, a new observer is not given the last value:
      a pulse is an event, and a view bound again would show an old alert twice.

    Files to read
      Modules/Features/CounterFeature/CounterReactor.swift  Action, Mutation
      Modules/Features/CounterFeature/CounterView.swift     bind, render
      Modules/ReactorCore/Mutations.swift                   concat, delay
      Modules/ReactorCore/Pulse.swift                       why alerts pulse
      Tests/CounterFeatureTests/                            TestClock, snapshots
      docs/case-studies.md                                  run with a script
    """
}
