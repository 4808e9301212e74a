extension UInt8 {
  /// Whether this byte may appear in an HTTP token (RFC 9110 `tchar`): a header field's name,
  /// a Link parameter's name.
  var isHTTPTokenByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      Self.tokenSymbols.contains(self)
    }
  }

  private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)
}
