import Clocks
import HomeFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct PostDetailReactorTests {
  let post = Sample.posts(3)[1]

  private func service(latency: Duration = .zero, clock: TestClock<Duration> = TestClock())
    -> InMemoryPostsService
  {
    InMemoryPostsService(
      posts: Sample.posts(3), comments: Sample.comments(postID: 2, count: 3) + Sample.comments(postID: 1),
      authors: Sample.authors, latency: latency, clock: clock)
  }

  /// Sends `viewDidLoad` and checks the states that follow: the author, then the comments.
  private func loadThePost(_ tester: ReactorTester<PostDetailReactor>) async {
    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isLoading = true },
      { $0.author = Sample.authors[1] },
      {
        $0.comments = Sample.comments(postID: 2, count: 3)
        $0.origin = .live
        $0.isLoading = false
      })
  }

  @Test func viewDidLoadLoadsTheAuthorThenTheComments() async {
    let tester = ReactorTester(PostDetailReactor(post: post, service: service()))

    await loadThePost(tester)
    await tester.drain()
    tester.expectNoMoreStates()
  }

  @Test func savedCommentsShowFirstAndAFailureKeepsThem() async {
    let service = service()
    // A first visit saves the comments.
    await loadThePost(ReactorTester(PostDetailReactor(post: post, service: service)))
    service.failure = .init("the request timed out")

    let tester = ReactorTester(PostDetailReactor(post: post, service: service))
    tester.send(.viewDidLoad)
    await tester.receive(
      {
        $0.comments = Sample.comments(postID: 2, count: 3)
        $0.isSaved = true
      },
      { $0.isLoading = true },
      { $0.error = "comments could not be loaded: the request timed out" },
      { $0.isLoading = false })
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(tester.state.author == nil, "the byline falls back to the user number")
  }

  @Test func refreshIsIgnoredWhileLoadingAndFetchesTheAuthorOnce() async {
    let clock = TestClock()
    let tester = ReactorTester(
      PostDetailReactor(post: post, service: service(latency: .seconds(1), clock: clock)))

    tester.send(.viewDidLoad)
    await tester.receive({ $0.isLoading = true })
    tester.send(.refresh)
    tester.expectNoMoreStates()
    await tester.advance(clock, by: .seconds(1))
    await tester.receive { $0.author = Sample.authors[1] }
    await tester.advance(clock, by: .seconds(1))
    await tester.receive(
      {
        $0.comments = Sample.comments(postID: 2, count: 3)
        $0.origin = .live
        $0.isLoading = false
      })

    tester.send(.refresh)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .seconds(1))
    await tester.receive { $0.isLoading = false }
    await tester.drain()
    tester.expectNoMoreStates()
  }

  @Test func aPostWithoutCommentsSaysSo() async {
    let lonely = Post(id: 3, userId: 1, title: "alone", body: "nobody answered")
    let tester = ReactorTester(PostDetailReactor(post: lonely, service: service()))
    tester.send(.viewDidLoad)
    await tester.receive(
      { $0.isLoading = true },
      { $0.author = Sample.authors[0] },
      {
        $0.comments = []
        $0.origin = .live
        $0.isLoading = false
      })
  }
}
