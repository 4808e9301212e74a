/// Reports download progress: bytes received so far and the expected total, nil when unknown.
///
/// ``CurlHTTPClient`` calls it on its driver thread, so it must return quickly.
public typealias HTTPProgress = @Sendable (_ received: Int64, _ expected: Int64?) -> Void
