import Models
import Services
import TextUI

extension HomeReactor.Mutation: CustomStringConvertible {
  /// A one-line summary for the trace: a page says how many posts it holds, not what they say.
  public var description: String {
    switch self {
    case .setCachedPosts(let posts, let age): "setCachedPosts(\(posts.count.counted("post")), age: \(age))"
    case .setPosts(let page): "setPosts(\(page.summary))"
    case .appendPosts(let page): "appendPosts(\(page.summary))"
    case .setRefreshing(let isRefreshing): "setRefreshing(\(isRefreshing))"
    case .setLoadingMore(let isLoadingMore): "setLoadingMore(\(isLoadingMore))"
    case .setError(let error): "setError(\"\(error)\")"
    case .setSelection(let selection): "setSelection(\(selection))"
    case .setRoute(let route): "setRoute(\(route.map { "\($0)" } ?? "nil"))"
    case .setMessage(let message): "setMessage(\"\(message)\")"
    }
  }
}

extension HomeReactor.Route: CustomStringConvertible {
  /// The post by number.
  public var description: String {
    switch self {
    case .detail(let post): "detail(post \(post.id))"
    }
  }
}

extension PostsPage {
  /// "20 posts, next page 2, live".
  var summary: String {
    let next = nextPage.map { "next page \($0)" } ?? "last page"
    return "\(posts.count.counted("post")), \(next), \(origin.isLive ? "live" : "offline")"
  }
}
