import Foundation

/// A Dribbble shot, with the fields the ported list reads.
struct Shot: Sendable {
  var id: Int
  var title: String
  var imageURLs: ShotImageURLs
  var isAnimatedImage: Bool
}

/// The image addresses of a shot.
struct ShotImageURLs: Sendable {
  let normal: URL
}

/// One page of a list, and the address of the next page, nil on the last.
struct List<Element> {
  var items: [Element]
  var nextURL: URL?

  init(items: [Element], nextURL: URL? = nil) {
    self.items = items
    self.nextURL = nextURL
  }
}

// A task's result crosses to the main actor.
extension List: Sendable where Element: Sendable {}

/// Which page to load: the first one again, or the one at a list's `nextURL`.
enum Paging {
  case refresh
  case next(URL)
}

extension Paging: Equatable {
  static func == (lhs: Paging, rhs: Paging) -> Bool {
    switch (lhs, rhs) {
    case (.refresh, .refresh):
      return true

    case (.next(let a), .next(let b)) where a == b:
      return true

    default:
      return false
    }
  }
}
