/// The Random Users screens' About page.
enum RandomUsersAbout {
  static let text = """
    Random Users — cell reactors and navigation through state.

    Where it comes from
      The RandomUser app (9oHigh/usket.RandomUser): its `MainReactor` is
      PeopleSectionsReactor here, its `DetailReactor` SectionDetailReactor,
      named after what they show.

    The idea
      The sections screen's reactor loads people (`load(count)`: the first load
      and every refresh) and groups them into Male, Female, 20s and 30s; a
      person is in one gender section and at most one age section. Each row
      is its own small reactor, a cell reactor holding one person, as the
      original app gave every collection-view cell a `MainCellReactor`.

      Opening a section is navigation through state: `toSectionDetail` sets
      `route`; the view sees it, pushes the detail screen, and sends
      `removePushed` to clear it. The reactor never knows about screens, and
      a test checks the route like any other state.

      The detail's `toggle(index)` expands a row to list up to 8 people of
      the same area (country and state), found through an index built once
      per load; toggling the row again collapses it, another row moves the
      expansion. Each detail cell reactor carries `isExpanded`.

      A failed load still ends loading: `setLoading(false)` is the last part
      of a `concat`, and the `catch` on the request turns the error into
      `setError`, so the `concat` goes on (an uncaught error would end the
      whole action, as in ReactorKit). The error is shown; `r` tries again.

      Data comes from randomuser.me (`GET /api/1.4/?results=&seed=&page=`),
      or, offline, from a generator of `Person` values: the same seed and
      page always give the same people.

    Files to read
      Modules/Features/RandomUsersFeature/
        PeopleSectionsReactor.swift  load, the route
        PeopleSectionsView.swift     push, removePushed
        SectionDetailReactor.swift   toggle
        PersonCellReactor.swift      a cell reactor
        PeopleDirectory.swift        sections, areas
      Modules/Services/RandomUserService.swift        the service
      Modules/ServicesLive/RandomUserAPI.swift        the request
      Modules/ServicesLive/RandomUserGenerator.swift  offline people
      Tests/RandomUsersFeatureTests/                  the RandomUser app's tests
      docs/case-studies.md                            run with a script
    """
}
