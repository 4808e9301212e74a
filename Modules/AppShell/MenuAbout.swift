/// The menu's About page.
enum MenuAbout {
  static let text = """
    reactor-demo — ReactorKit, end to end, in a terminal.

    Every screen is one View bound to one Reactor. The view sends Actions; the
    reactor's `mutate` turns them into Mutations (side effects live there) and
    its pure `reduce` folds them into the State the view renders.

    The menu itself is a reactor: picking a feature sets `route` in its state;
    the view opens the page and sends `removePushed` to clear it: navigation
    through state, not through calls between screens.

    Each case study is one descriptor in its own module (CaseStudy: name,
    idea, About, how its page is built from a narrow environment), and the
    composition root keeps the one list of them that the menu shows. Every
    view is bound the one way; a screen that opens another is handed a
    factory for that page, never the container.

    Keys everywhere: b back · q quit · ? about · t trace (action → mutation →
    state, live).

    Time travel. With the trace on, the screen on top keeps its last 500
    states, each with the action and mutation that made it. [ steps back and
    ] forward (← → too on a terminal, except on Birth, whose arrows step the
    month); { and } step a key press at a time, over a timer's ticks; l, or
    stepping past the newest, is live again. A past state is
    drawn by the view's own render function, under a "⏪ state 12 of 40 ·
    after mutation …" line, and the panel marks its lines.
    It works because reduce is pure, so a state is all a step leaves behind,
    and render is pure, so the same state draws the same frame. Nothing is
    sent while the past is shown; effects still running go on reducing into
    the live state, and the count grows. --trace-file PATH writes every
    screen's flow as JSON Lines (t, screen, kind, text).

    Record and replay. --record FILE writes a session: the configuration
    (secrets removed), the random seeds, the time zone, the terminal's size, the
    database as it was at the start, then every key or line, every HTTP
    answer and a digest of every frame, each at its time. --replay FILE
    builds the same app from it, on a virtual clock that moves only from one
    recorded event to the next, with the recorded answers in place of the
    network; --check compares every frame. It works because nothing a
    screen shows comes from anywhere but its state, and every source of
    change (time, seeds, network, input, size) is injected by the
    composition root, so the recorder and the replay sit there and no
    feature knows.


    Files to read
      Modules/AppShell/MenuReactor.swift        routing through state
      Modules/AppShell/Navigator.swift          the page stack
      Modules/AppShell/Navigator+TimeTravel.swift  [ ] l, past frames
      Modules/AppShell/PageTracing.swift        one tracer per page, the file
      Modules/ReactorTracing/StateHistory.swift  the states kept
      Modules/ReactorCore/StateRendering.swift  a view's pure render, reachable
      Modules/CaseStudyKit/CaseStudy.swift      a case study's descriptor
      Modules/AppComposition/CompositionRoot+CaseStudies.swift  the list
      Modules/AppShell/AppContainer.swift       what pages are built from
      Modules/AppComposition/CompositionRoot.swift  the live services
      Modules/SessionRecording/                 the session file, the replay
      App/ReplayRun.swift                       a replay, built from a session
      Modules/ReactorCore/                      the reactor runtime
      Tests/AppShellTests/                      sessions, navigation
      docs/architecture.md                      the layers, two journeys, why
      docs/                                     the other pages README links to
    """
}
