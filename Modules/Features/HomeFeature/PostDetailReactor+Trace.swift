import Models
import Services
import TextUI

extension PostDetailReactor.Mutation: CustomStringConvertible {
  /// A one-line summary for the trace: how many comments, not what they say.
  public var description: String {
    switch self {
    case .setSavedComments(let comments): "setSavedComments(\(comments.count.counted("comment")))"
    case .setComments(let list):
      "setComments(\(list.comments.count.counted("comment")), \(list.origin.isLive ? "live" : "offline"))"
    case .setAuthor(let author): "setAuthor(user \(author.id))"
    case .setLoading(let isLoading): "setLoading(\(isLoading))"
    case .setError(let error): "setError(\"\(error)\")"
    }
  }
}
