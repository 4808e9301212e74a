import Clocks
import Foundation
import HomeFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct HomeReactorTests {
  let now = Sample.now

  private func reactor(_ service: InMemoryPostsService) -> HomeReactor {
    let reactor = HomeReactor(service: service, now: { Sample.now })
    reactor.effectExecutor = TestEffectExecutor()
    return reactor
  }

  /// The step in which the first page of the server's posts arrives, fresh.
  private static func firstLivePage(_ state: inout HomeReactor.State) {
    state.posts = Sample.posts(20)
    state.nextPage = 2
    state.age = .zero
    state.origin = .live
  }

  @Test func viewDidLoadShowsTheCacheWithItsAgeThenRefreshes() async {
    let cached = CachedPosts(
      posts: Sample.posts(3, batch: "old"), fetchedAt: now.addingTimeInterval(-12 * 60))
    let service = InMemoryPostsService(posts: Sample.posts(45), cached: cached, now: { Sample.now })
    let tester = ReactorTester(reactor(service))

    tester.send(.viewDidLoad)
    await tester.receive(
      {
        $0.posts = cached.posts
        $0.isCached = true
        $0.age = .seconds(720)
      },
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(20)
        $0.nextPage = 2
        $0.isCached = false
        $0.age = .zero
        $0.origin = .live
        $0.isRefreshing = false
      })
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.cached == CachedPosts(posts: Sample.posts(20), fetchedAt: now))
  }

  @Test func withoutACacheTheFirstStateIsRefreshing() async {
    let service = InMemoryPostsService(posts: Sample.posts(5), origin: .offline(reason: nil))
    let tester = ReactorTester(reactor(service))

    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(5)
        $0.age = .zero
        $0.origin = .offline(reason: nil)
        $0.isRefreshing = false
      })
    await tester.drain()
    tester.expectNoMoreStates()
  }

  @Test func aFailedRefreshKeepsTheCachedPostsAndShowsTheError() async {
    let cached = CachedPosts(
      posts: Sample.posts(20, batch: "old"), fetchedAt: now.addingTimeInterval(-3 * 3600))
    let service = InMemoryPostsService(posts: Sample.posts(40), cached: cached)
    service.failure = .init("could not connect to 127.0.0.1")
    let tester = ReactorTester(reactor(service))

    tester.send(.viewDidLoad)
    await tester.receive(
      {
        $0.posts = cached.posts
        $0.isCached = true
        $0.age = .seconds(3 * 3600)
        $0.nextPage = 2
      },
      { $0.isRefreshing = true },
      { $0.error = "refresh failed: could not connect to 127.0.0.1" },
      { $0.isRefreshing = false })
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.cached == cached, "a failed refresh replaces nothing")

    service.failure = nil
    tester.send(.refresh)
    await tester.receive(
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(20)
        $0.isCached = false
        $0.age = .zero
        $0.origin = .live
        $0.error = nil
        $0.isRefreshing = false
      })
  }

  @Test func loadMoreAppendsPagesAndStopsAtTheEnd() async {
    let service = InMemoryPostsService(posts: Sample.posts(45))
    let tester = ReactorTester(reactor(service))
    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isRefreshing = true },
      {
        Self.firstLivePage(&$0)
        $0.isRefreshing = false
      })

    tester.send(.loadMore)
    await tester.receive(
      { $0.isLoadingMore = true },
      {
        $0.posts = Sample.posts(40)
        $0.nextPage = 3
      },
      { $0.isLoadingMore = false })
    tester.send(.loadMore)
    await tester.receive(
      { $0.isLoadingMore = true },
      {
        $0.posts = Sample.posts(45)
        $0.nextPage = nil
      },
      { $0.isLoadingMore = false })

    // At the end, `n` says so rather than doing nothing.
    tester.send(.loadMore)
    tester.expect { $0.message = "that is every post: there are no more to load" }
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.requestedPages == [1, 2, 3])
  }

  @Test func loadMoreAndRefreshWhileAPageIsLoadingSaySoAndLoadNothing() async {
    let clock = TestClock()
    let service = InMemoryPostsService(posts: Sample.posts(60), latency: .seconds(1), clock: clock)
    let tester = ReactorTester(reactor(service))

    tester.send(.viewDidLoad)
    await tester.receive({ $0.isRefreshing = true })
    tester.send(.loadMore)
    tester.expect { $0.message = "refreshing: more posts load once it ends" }
    tester.send(.refresh)
    tester.expect { $0.message = "already refreshing: the posts show when it ends" }
    await tester.advance(clock, by: .seconds(1))
    await tester.receive {
      Self.firstLivePage(&$0)
      $0.isRefreshing = false
    }

    tester.send(.loadMore)
    tester.expect { $0.isLoadingMore = true }
    tester.send(.loadMore)
    tester.expect { $0.message = "already loading more posts" }
    tester.expectNoMoreStates()
    await tester.advance(clock, by: .seconds(1))
    await tester.receive(
      {
        $0.posts = Sample.posts(40)
        $0.nextPage = 3
      }, { $0.isLoadingMore = false })
    tester.expectNoMoreStates()
    #expect(service.requestedPages == [1, 2])
  }

  @Test func aRefreshEndsAPageStillLoading() async {
    let clock = TestClock()
    let service = InMemoryPostsService(posts: Sample.posts(60), latency: .seconds(1), clock: clock)
    let tester = ReactorTester(reactor(service))
    tester.send(.viewDidLoad)
    await tester.receive({ $0.isRefreshing = true })
    await tester.advance(clock, by: .seconds(1))
    await tester.receive {
      Self.firstLivePage(&$0)
      $0.isRefreshing = false
    }

    tester.send(.loadMore)
    tester.expect { $0.isLoadingMore = true }
    // The page-2 request runs off the main actor; let it reach the service before refreshing,
    // so the order of requests below is the order of the actions.
    await tester.drain()
    #expect(service.requestedPages == [1, 2])
    service.serverPosts = Sample.posts(60, batch: "new")
    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    // The page still loading ends; its concat goes on and resets the flag.
    await tester.receive { $0.isLoadingMore = false }
    await tester.advance(clock, by: .seconds(1))
    await tester.receive {
      $0.posts = Sample.posts(20, batch: "new")
      $0.isRefreshing = false
    }
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.requestedPages == [1, 2, 1])
  }

  @Test func selectRoutesToThePostOnce() async {
    let service = InMemoryPostsService(posts: Sample.posts(5))
    let tester = ReactorTester(reactor(service))
    tester.send(.select(id: 3))
    tester.expect { $0.message = "no posts yet: r refreshes" }

    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(5)
        $0.age = .zero
        $0.origin = .live
        $0.isRefreshing = false
      })

    tester.send(.select(id: 3))
    tester.expect { $0.route = .detail(Sample.posts(5)[2]) }
    // The same post again routes again: a route is a pulse, never left set to be cleared.
    tester.send(.select(id: 3))
    tester.expect { $0.route = .detail(Sample.posts(5)[2]) }
    tester.send(.select(id: 99))
    tester.expect { $0.message = "no post 99 in the list" }
  }

  @Test func aPageThatCouldNotBeSavedIsShownWithAWarning() async {
    let service = WarningService()
    let tester = ReactorTester(HomeReactor(service: service, now: { Sample.now }))
    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isRefreshing = true },
      {
        $0.posts = Sample.posts(2)
        $0.age = .zero
        $0.origin = .live
        $0.isRefreshing = false
      }, { $0.message = "the posts were not saved for next time: disk full" })
  }
}

/// A service whose first page arrives but could not be cached.
private struct WarningService: PostsService {
  func cachedPosts() async throws -> CachedPosts? { nil }
  func posts(page: Int) async throws -> PostsPage {
    PostsPage(
      posts: Sample.posts(2), nextPage: nil, warning: "the posts were not saved for next time: disk full")
  }
  func cachedComments(postID: Int) async throws -> [Models.Comment]? { nil }
  func comments(postID: Int) async throws -> PostComments { PostComments(comments: []) }
  func author(userID: Int) async throws -> Author { Sample.authors[0] }
}
