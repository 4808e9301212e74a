import CCurl

extension HTTPRequest {
  /// Why this request must not reach libcurl, or nil when it may.
  ///
  /// libcurl would guess a scheme for "example.com" and would send a header value
  /// containing CR/LF verbatim (header injection), so both are stopped here.
  func validationError() -> HTTPError? {
    let lowered = url.prefix(8).lowercased()
    guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
      !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F })
    else { return .invalidURL(url) }
    let badArgument = Int(CURLE_BAD_FUNCTION_ARGUMENT.rawValue)
    for (name, value) in headers {
      guard !name.isEmpty, name.utf8.allSatisfy(\.isHTTPTokenByte) else {
        return .transport(code: badArgument, message: "a request header has an invalid name")
      }
      // The name is safe to show; the value may be a secret and never appears in errors.
      guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else {
        return .transport(
          code: badArgument, message: "the value of request header \(name) contains a line break")
      }
    }
    return nil
  }
}
