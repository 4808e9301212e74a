/// Why posts, comments or an author could not be had, other than the network itself (which
/// throws `HTTPError`, so the data-source policy can still fall back when it is unreachable).
public enum PostsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server answered with an error status for `path`.
  case status(Int, path: String)
  /// The data from `path` (a URL path or the sample's file name) was not the JSON expected;
  /// `detail` says where it went wrong.
  case malformed(path: String, detail: String)
  /// A page number below 1 was asked for.
  case invalidPage(Int)
  /// The bundled sample data is missing from the build.
  case missingSample(String)
  /// The bundled sample has no such post or user.
  case notInSample(String)

  /// One sentence for the user.
  public var description: String {
    switch self {
    case .status(let code, let path):
      "the posts server answered \(code) for \(path)"
    case .malformed(let path, let detail):
      "malformed JSON from \(path): \(detail)"
    case .invalidPage(let page):
      "there is no page \(page): pages start at 1"
    case .missingSample(let name):
      "the bundled sample \(name) is missing from this build"
    case .notInSample(let what):
      "the bundled sample has no \(what)"
    }
  }
}
