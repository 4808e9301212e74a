extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `GET https://api.github.com/… [Accept: …, Authorization: [redacted]]`, and the body's size:
  /// safe to log or interpolate, because the headers hide their credentials.
  public var description: String {
    var text = "\(method.rawValue) \(url) \(headers)"
    if let body { text += " (\(body.count)-byte body)" }
    return text
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// The request as `dump` shows it: the same fields, credentials hidden.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method.rawValue, "url": url, "headers": headers, "body": body?.count as Any,
        "connectTimeout": connectTimeout as Any, "timeout": timeout as Any,
        "maxBodyBytes": maxBodyBytes as Any,
      ], displayStyle: .struct)
  }
}
