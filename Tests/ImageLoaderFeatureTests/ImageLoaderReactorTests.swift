import ImageLoaderFeature
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct ImageLoaderReactorTests {
  let urls = ["http://images.test/a.jpg", "http://images.test/b.png", "http://images.test/c.jpg"]

  @Test func aTapTurnsLoadingOnThenSetsTheURLAndOnlyFinishEndsLoading() {
    let tester = ReactorTester(ImageLoaderReactor(urls: urls))

    tester.send(.imageLoadButtonTap(index: 1))
    tester.expect({ $0.isLoading = true }, { $0.image = "http://images.test/b.png" })
    tester.expectNoMoreStates()

    tester.send(.finishImageLoad)
    tester.expect { $0.isLoading = false }
    tester.expectNoMoreStates()
  }

  @Test func theSameURLTwiceIsTwoLoads() {
    let tester = ReactorTester(ImageLoaderReactor(urls: urls))
    tester.send(.imageLoadButtonTap(index: 0))
    tester.send(.finishImageLoad)
    tester.send(.imageLoadButtonTap(index: 0))

    tester.expect(
      { $0.isLoading = true }, { $0.image = "http://images.test/a.jpg" }, { $0.isLoading = false },
      { $0.isLoading = true }, { $0.image = "http://images.test/a.jpg" })
    tester.expectNoMoreStates()
    #expect(tester.state.$image.valueUpdatedCount == 2, "a pulse: the view sees the second load")
  }

  @Test func aSecondTapWhileLoadingChangesTheURLAndLoadingStaysOn() {
    let tester = ReactorTester(ImageLoaderReactor(urls: urls))
    tester.send(.imageLoadButtonTap(index: 0))
    tester.send(.imageLoadButtonTap(index: 2))

    tester.expect(
      { $0.isLoading = true }, { $0.image = "http://images.test/a.jpg" },
      { $0.isLoading = true }, { $0.image = "http://images.test/c.jpg" })
    #expect(tester.state.isLoading)
    tester.expectNoMoreStates()
  }

  @Test(arguments: [-1, 3, 99])
  func anIndexOutsideTheListChangesNothing(index: Int) {
    let tester = ReactorTester(ImageLoaderReactor(urls: urls))
    tester.send(.imageLoadButtonTap(index: index))
    tester.expectNoMoreStates()
  }
}
