/// The Home screens' About page.
enum HomeAbout {
  static let text = """
    Home — viewDidLoad as an Action, one view ↔ one reactor, the cache first.

    Where it comes from
      The second half of Kim Roks's article on ReactorKit's basic examples,
      which applies them to a Home screen of posts.

    The idea
      The view is given its reactor (`view.reactor = HomeReactor(…)`); assigning it
      calls `bind(reactor:)`, which wires input and rendering and ends with
        reactor.send(.viewDidLoad)
      The view does not fetch, and it does not decide what loading means.

      Why is viewDidLoad an Action? Because loading is behaviour, and behaviour
      lives in the reactor where it can be tested: `mutate(.viewDidLoad)` shows
      the cached posts with their age at once, then refreshes. A failed refresh
      keeps them and says why in the banner; a successful one replaces the cache
      in one SQLite transaction. Tests send `.viewDidLoad` and check every state
      — cached → refreshing → fresh — without a view or a network.

      Why does the view hold one reactor? A view reaching into a second reactor
      (the article's first attempt) has two sources of truth and wiring outside
      `bind`. Here Home's state routes to a post (`select(id:)` sets `route`);
      the view pushes a detail page with its own PostDetailReactor, built by a
      factory, and sends `removePushed`. Home never loads a post's comments.

      `loadMore` loads nothing while a page or a refresh is loading, or at the
      end, and says which; a refresh ends a page still loading
      (`take(until:)`), so it cannot land on the new list. On a terminal,
      moving past the last row loads more too.

    Files to read
      Modules/Features/HomeFeature/HomeReactor.swift        viewDidLoad, loadMore
      Modules/Features/HomeFeature/HomeView.swift           bind sends viewDidLoad
      Modules/Features/HomeFeature/PostDetailReactor.swift  its own reactor
      Modules/Services/PostsService.swift                   cache, then refresh
      Modules/ServicesLive/LivePostsService.swift           live or sample, saved
      Modules/Storage/PostsCacheStore.swift                 one transaction
      Tests/HomeFeatureTests/                               the state sequences
      docs/case-studies.md                                  run with a script
    """
}
