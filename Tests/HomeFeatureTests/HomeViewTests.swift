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

  @Test func cachedPostsWithTheirAgeWhileRefreshing() {
    var state = HomeReactor.State()
    state.posts = Sample.posts(4)
    state.isCached = true
    state.age = .seconds(12 * 60 + 30)
    state.isRefreshing = true
    state.nextPage = 2
    state.selection = 1
    assertSnapshot(of: snapshot(HomeView.render(state)), as: .lines)
  }

  @Test func aFailedRefreshShowsTheErrorOverTheCachedPosts() {
    var state = HomeReactor.State()
    state.posts = Sample.posts(2)
    state.isCached = true
    state.age = .seconds(3 * 86_400)
    state.error = "refresh failed: could not connect to 127.0.0.1"
    assertSnapshot(of: snapshot(HomeView.render(state)), as: .lines)
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
      of: snapshot(HomeView.render(loading)) + "\n\n" + snapshot(HomeView.render(offline)), as: .lines)
  }

  @Test func untrustedTitlesAreCleanedAndCutToTheWidth() {
    var state = HomeReactor.State()
    state.posts = [
      Post(id: 1, userId: 1, title: "\u{1B}[2J\u{1B}]0;pwned\u{07}clear\nscreen\u{202E}txet", body: ""),
      Post(id: 100, userId: 1, title: String(repeating: "long title ", count: 10), body: ""),
      Post(id: 7, userId: 1, title: "한국어 제목도 폭을 지킨다 — 넓은 글자 두 칸씩 차지하는 제목", body: ""),
    ]
    state.age = .seconds(30)
    let lines = HomeView.render(state).render(width: 40, mode: .plain)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(!lines.joined().contains("\u{1B}"))
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
  }

  @Test func theSelectedRowIsTheFrameFocus() throws {
    var state = HomeReactor.State()
    state.posts = Sample.posts(30)
    state.selection = 25
    let frame = HomeView.render(state)
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
    state.selection = 1
    reactor.stub.state.value = state
    view.reactor = reactor

    for line in ["r", "n", "more", "11", "o 12", " o 3"] {
      view.input.deliver(.line(line))
    }
    for key in [Key.up, .down, .pageDown, .enter, .character("r"), .character("n")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    for line in ["o", "o x", "open 3", "hello"] {
      #expect(view.input.deliver(.line(line)) == .unknown, "\(line)")
    }
    #expect(
      reactor.stub.actions == [
        .viewDidLoad, .refresh, .loadMore, .loadMore, .select(id: 11), .select(id: 12),
        .moveSelection(by: -1), .moveSelection(by: 1), .moveSelection(by: 10), .select(id: 11), .refresh,
        .loadMore,
      ])
  }

  @Test func selectingAPostPushesItsDetailWithItsOwnReactor() async {
    let navigation = RecordingNavigation()
    let service = InMemoryPostsService(
      posts: Sample.posts(5), comments: Sample.comments(postID: 4), authors: Sample.authors)
    var made: [Int] = []
    let view = HomeView(screen: NullScreen(), navigation: navigation) { post, screen in
      made.append(post.id)
      let detail = PostDetailReactor(post: post, service: service)
      detail.effectExecutor = TestEffectExecutor()
      let page = PostDetailView(screen: screen)
      page.reactor = detail
      return page
    }
    let reactor = HomeReactor(service: service, now: { Sample.now })
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    await reactor.waitUntilIdle()

    #expect(view.input.deliver(.line("4")) == .handled)
    #expect(made == [4])
    let detail = navigation.pages.last as? PostDetailView
    #expect(detail?.reactor?.currentState.post == Sample.posts(5)[3])
    #expect(reactor.currentState.route == nil, "the view clears the route once it has pushed")
    await detail?.reactor?.waitUntilIdle()
    #expect(detail?.reactor?.currentState.comments == Sample.comments(postID: 4))
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
    assertSnapshot(of: snapshot(PostDetailView.render(state)), as: .lines)
  }

  /// A post is read, not picked from: no comment is marked, and it offers no key of a list
  /// (the page scrolls when the terminal cuts it).
  @Test func aPostIsAPageItsCommentsUnmarkedAndROnlyItsOwnKey() throws {
    var state = PostDetailReactor.State(post: Sample.posts(2)[1])
    state.comments = Sample.comments(postID: 2, count: 3)
    let frame = PostDetailView.render(state)
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
    assertSnapshot(of: snapshot(PostDetailView.render(state)), as: .lines)
  }
}
