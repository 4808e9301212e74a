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

    Every page is built in one place, FeaturePages, from the services the
    composition root put in the AppContainer; a screen that opens another is
    handed a factory for that page, never the container.

    Keys everywhere: b back · q quit · ? about · t trace (action → mutation →
    state, live).

    Files to read
      Modules/AppFeature/MenuReactor.swift     routing through state
      Modules/AppFeature/Navigator.swift       the page stack
      Modules/AppFeature/FeaturePages.swift    every page, built one way
      Modules/AppFeature/AppContainer.swift    what pages are built from
      Modules/AppComposition/CompositionRoot.swift  the live services
      Modules/ReactorCore/                     the reactor runtime
      Tests/AppFeatureTests/                   sessions, navigation
    """
}
