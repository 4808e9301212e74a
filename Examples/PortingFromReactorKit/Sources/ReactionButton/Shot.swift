/// A Dribbble shot, with the fields the reaction buttons read.
struct Shot: Sendable {
  /// What changed about a shot, wherever it changed; ReactorKit's `Shot.Event`.
  enum Event: Equatable, Sendable {
    case updateLiked(id: Int, isLiked: Bool)
    case increaseLikeCount(id: Int)
    case decreaseLikeCount(id: Int)
  }

  var id: Int
  var likeCount: Int
  var isLiked: Bool? = nil
}
