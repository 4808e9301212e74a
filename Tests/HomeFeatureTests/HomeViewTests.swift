import HomeFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@MainActor
struct HomeViewTests {
  private func snapshot(_ frame: Frame, width: Int = 80) -> String {
    frame.render(width: width, mode: .plain).joined(separator: "\n")
  }

  /// What a Home view bound to a reactor showing `state` draws, after the keys `pressed`.
  private func frame(_ state: HomeReactor.State, pressed: [Key] = []) -> Frame {
    let reactor = HomeReactor(service: InMemoryPostsService(), now: { Sample.now })
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = state
    let view = HomeView(screen: NullScreen(), navigation: RecordingNavigation()) { _, _ in
      fatalError("not routed")
    }
    view.reactor = reactor
    for key in pressed { view.input.deliver(.key(key)) }
    return view.render(state: state)
  }

  @Test func cachedPostsWithTheirAgeWhileRefreshing() {
    var state = HomeReactor.State()
    state.posts = Sample.posts(4)
    state.isCached = true
    state.age = .seconds(12 * 60 + 30)
    state.isRefreshing = true
    state.nextPage = 2
    assertSnapshot(of: snapshot(frame(state, pressed: [.down])), as: .lines)
  }

  @Test func aFailedRefreshShowsTheErrorOverTheCachedPosts() {
    var state = HomeReactor.State()
    state.posts = Sample.posts(2)
    state.isCached = true
    state.age = .seconds(3 * 86_400)
    state.error = "refresh failed: could not connect to 127.0.0.1"
    assertSnapshot(of: snapshot(frame(state)), as: .lines)
  }

  @Test func firstLoadAndOfflineSample() {
    var loading = HomeReactor.State()
    loading.isRefreshing = true
    var offline = HomeReactor.State()
    offline.posts = Sample.posts(3)
    offline.age = .zero
    offline.isLoadingMore = true
    offline.origin = .offline(
      reason: "the network is unreachable; the first failure was looking up jsonplaceholder.typicode.com")
    assertSnapshot(
      of: snapshot(frame(loading)) + "\n\n" + snapshot(frame(offline)), as: .lines)
  }

  @Test func untrustedTitlesAreCleanedAndCutToTheWidth() {
    var state = HomeReactor.State()
    state.posts = [
      Post(id: 1, userId: 1, title: "\u{1B}[2J\u{1B}]0;pwned\u{07}clear\nscreen\u{202E}txet", body: ""),
      Post(id: 100, userId: 1, title: String(repeating: "long title ", count: 10), body: ""),
      Post(id: 7, userId: 1, title: "한국어 제목도 폭을 지킨다 — 넓은 글자 두 칸씩 차지하는 제목", body: ""),
    ]
    state.age = .seconds(30)
    let lines = frame(state).render(width: 40, mode: .plain)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(!lines.joined().contains("\u{1B}"))
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
  }

  @Test func theSelectedRowIsTheFrameFocus() throws {
    var state = HomeReactor.State()
    state.posts = Sample.posts(30)
    let frame = frame(state, pressed: [.pageDown, .pageDown, .down, .down, .down, .down, .down])
    let focus = try #require(frame.focus)
    #expect(frame.lines[focus].hasPrefix("›  26"))
  }

  @Test func bindSendsViewDidLoadOnceAndCommandsBecomeActions() {
    let view = HomeView(screen: NullScreen(), navigation: RecordingNavigation()) { _, _ in
      fatalError("not routed")
    }
    let reactor = HomeReactor(service: InMemoryPostsService(), now: { Sample.now })
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    var state = HomeReactor.State()
    state.posts = Sample.posts(3, firstID: 10)
    state.nextPage = 2
    reactor.stub.state.value = state
    view.reactor = reactor

    // Plain mode: `r`, `n`, and a row's number opening its post.
    for line in ["r", "n", "more", "2", "o 3"] {
      #expect(view.input.deliver(.line(line)) == .handled, "\(line)")
    }
    // A terminal: the list's keys (the first move nears the end of a paged list: the next page).
    for key in [Key.up, .enter, .character("r")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(
      view.input.deliver(.key(.character("n"))) == .answered("nothing searched yet: / searches the list"),
      "on a terminal n is the list's search")
    #expect(view.input.deliver(.line("9")) == .answered("there is no row 9: pick 1–3"))
    for line in ["o", "o x", "open 3", "hello"] {
      #expect(view.input.deliver(.line(line)) == .unknown, "\(line)")
    }
    #expect(
      reactor.stub.actions == [
        .viewDidLoad, .refresh, .loadMore, .loadMore, .select(id: 11), .select(id: 12), .loadMore,
        .select(id: 11), .refresh,
      ])
  }

  @Test func selectingAPostPushesItsDetailWithItsOwnReactor() async {
    let navigation = RecordingNavigation()
    let service = InMemoryPostsService(
      posts: Sample.posts(5), comments: Sample.comments(postID: 4), authors: Sample.authors)
    var made: [Int] = []
    let view = HomeView(screen: NullScreen(), navigation: navigation) { post, screen in
      made.append(post.id)
      let page = PostDetailView(screen: screen)
      page.reactor = PostDetailReactor(post: post, service: service)
      return page
    }
    let tester = ReactorTester(HomeReactor(service: service, now: { Sample.now }))
    view.reactor = tester.reactor
    await tester.receive(
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(5)
        $0.age = .zero
        $0.origin = .live
        $0.isRefreshing = false
      })

    #expect(view.input.deliver(.line("4")) == .handled)
    tester.expect { $0.route = .detail(Sample.posts(5)[3]) }
    #expect(made == [4])
    let detail = navigation.pages.last as? PostDetailView
    #expect(detail?.reactor?.currentState.post == Sample.posts(5)[3])
    #expect(navigation.pages.count == 1)
  }

  @Test func detailShowsTitleAuthorBodyAndComments() {
    var state = PostDetailReactor.State(
      post: Post(
        id: 4, userId: 2, title: "A title", body: "First line of the body.\nSecond \u{1B}[31mline\u{1B}[0m."))
    state.author = Sample.authors[1]
    state.comments =
      Sample.comments(postID: 4) + [
        Models.Comment(
          id: 99, postId: 4, name: "long", email: "x@mail.example",
          body: String(repeating: "word ", count: 30))
      ]
    state.isSaved = true
    state.isLoading = true
    state.error = "comments could not be loaded: the request timed out"
    assertSnapshot(of: snapshot(PostDetailView(screen: NullScreen()).render(state: state)), as: .lines)
  }

  /// A post is read, not picked from: no comment is marked, and it offers no key of a list
  /// (the page scrolls when the terminal cuts it).
  @Test func aPostIsAPageItsCommentsUnmarkedAndROnlyItsOwnKey() throws {
    var state = PostDetailReactor.State(post: Sample.posts(2)[1])
    state.comments = Sample.comments(postID: 2, count: 3)
    let frame = PostDetailView(screen: NullScreen()).render(state: state)
    #expect(frame.focus == nil)
    #expect(frame.lines.filter { $0.hasPrefix("  • ") }.count == 3)

    let view = PostDetailView(screen: NullScreen())
    let reactor = PostDetailReactor(post: state.post, service: InMemoryPostsService())
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    view.reactor = reactor
    #expect(view.input.deliver(.key(.character("r"))) == .handled)
    for key in [Key.down, .up, .pageDown, .character("j")] {
      #expect(view.input.deliver(.key(key)) == .unknown, "\(key) is the page's scrolling, not the post's")
    }
    #expect(reactor.stub.actions == [.viewDidLoad, .refresh])
  }

  @Test func detailWhileLoading() {
    var state = PostDetailReactor.State(post: Post(id: 9, userId: 3, title: "T", body: "B"))
    state.isLoading = true
    assertSnapshot(of: snapshot(PostDetailView(screen: NullScreen()).render(state: state)), as: .lines)
  }
}
