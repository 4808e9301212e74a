/// The request methods the HTTP client sends.
public enum HTTPMethod: String, Sendable, CaseIterable {
  /// Retrieves a resource.
  case get = "GET"
  /// Submits a body to a resource.
  case post = "POST"
  /// Replaces a resource with the body.
  case put = "PUT"
  /// Deletes a resource.
  case delete = "DELETE"
  /// Retrieves only the headers of a resource.
  case head = "HEAD"
  /// Applies a partial change described by the body.
  case patch = "PATCH"
}
