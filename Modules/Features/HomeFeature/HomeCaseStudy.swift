import CaseStudyKit
import Foundation
import Services
import TextUI

/// What Home is built from: the posts, cached between runs, and the current time.
public protocol HomeEnvironment {
  /// The services, of which Home reads ``ServiceValues/posts``: the posts and their comments,
  /// cached between runs.
  var services: ServiceValues { get }
  /// The current time: how old the cached posts are.
  var now: @Sendable () -> Date { get }
}

extension CaseStudy where Environment: HomeEnvironment {
  /// Home: posts loaded on the screen's first appearance, a post's comments on a page of its own.
  public static var home: Self {
    CaseStudy(
      name: "home", summary: "viewDidLoad as an Action, offline-first cache", about: HomeAbout.text,
      pictures: [
        Picture(alt: "Home: the first page of posts from the bundled sample, one numbered title per row."),
        Picture(
          "post", alt: "A post opened from Home: its title, body and author, then its comments.",
          keys: [.down, .enter]),
      ],
      places: [
        Place("a post", plain: ["1"], terminal: [.enter]),
        Place("no posts", plain: [], terminal: []) {
          $0.posts = InMemoryPostsService(clock: $0.context.clock, now: $0.context.now)
        },
        Place("the load failed", plain: [], terminal: []) { services in
          let failing = InMemoryPostsService.sample(clock: services.context.clock, now: services.context.now)
          failing.failure = .init("the server is down")
          services.posts = failing
        },
      ]
    ) { environment, context in
      let view = HomeView(screen: context.screen, navigation: context.navigation) { post, screen in
        context.page(
          PostDetailView(screen: screen), PostDetailReactor(post: post, service: environment.services.posts))
      }
      return context.page(view, HomeReactor(service: environment.services.posts, now: environment.now))
    }
  }
}
