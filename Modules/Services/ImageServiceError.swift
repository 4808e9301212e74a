/// Why an ``ImageService`` gave no image, besides a transport failure or a bad image.
public enum ImageServiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server answered with an error status.
  case status(Int)
  /// No bundled sample image could be read (offline).
  case noSample(String)

  public var description: String {
    switch self {
    case .status(let status): "the server answered with HTTP status \(status)"
    case .noSample(let reason): "no bundled sample image: \(reason)"
    }
  }
}
