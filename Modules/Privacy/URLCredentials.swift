import Foundation

/// The user and password a URL may carry (`https://user:pass@host`): found, removed or redacted.
public enum URLCredentials {
  /// What stands for a URL's user and password where one is shown: `https://[redacted]@host`.
  public static let redactedUserInfo = Redactor.replacement + "@"

  /// The `user:pass` in `url`, up to (not including) the `@` after it; nil when it has none.
  public static func userInfo(in url: String) -> Substring? {
    range(in: url[...]).map { url[$0] }
  }

  /// What of `url` is as secret as a token: its `user:pass` and its password on its own, each as
  /// written and percent-decoded (as a person would type it); none when it has no user.
  public static func secrets(in url: String) -> [String] {
    guard let userInfo = userInfo(in: url) else { return [] }
    let password = userInfo.firstIndex(of: ":").map { userInfo[userInfo.index(after: $0)...] }
    let written = [String(userInfo)] + (password.map { [String($0)] } ?? [])
    var seen = Set<String>()
    return (written + written.compactMap(\.removingPercentEncoding)).filter { seen.insert($0).inserted }
  }

  /// `url` without its user and password: the key it is cached under, and what a session records.
  public static func removed(from url: String) -> String {
    guard let range = range(in: url[...]) else { return url }
    return String(url[..<range.lowerBound]) + String(url[url.index(after: range.upperBound)...])
  }

  /// `url` with its user and password replaced: `https://[redacted]@host`.
  public static func redacted(in url: String) -> String {
    guard let range = range(in: url[...]) else { return url }
    return String(url[..<range.lowerBound]) + Redactor.replacement + String(url[range.upperBound...])
  }

  /// `value`, meant as a URL but perhaps not a valid one (`https:/bob:pw@h`, a password with a
  /// space or a `#`), with all that could be a user and password replaced: from after its
  /// scheme and slashes, if it has them, to its last `@`. For a message quoting a value refused.
  public static func redacted(inWritten value: String) -> String {
    guard let at = value.lastIndex(of: "@") else { return value }
    var start = value.startIndex
    if let colon = value[..<at].firstIndex(of: ":"),
      value[..<colon].first?.isLetter == true,
      value[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    {
      start = value[value.index(after: colon)...].firstIndex { $0 != "/" } ?? at
    }
    return String(value[..<start]) + Redactor.replacement + String(value[at...])
  }

  /// `text` with the user and password of every URL in it replaced, wherever it quotes one.
  public static func redacted(inText text: String) -> String {
    // A URL with a user has an `@`; most text has none, and is passed over in one scan.
    guard text.utf8.contains(UInt8(ascii: "@")) else { return text }
    var result = ""
    var rest = text[...]
    while let scheme = rest.firstRange(of: "://") {
      let afterScheme = rest[scheme.upperBound...]
      let authority = afterScheme.prefix(while: isInAuthority)
      result += rest[..<scheme.upperBound]
      if let at = authority.lastIndex(of: "@") {
        result += Redactor.replacement
        rest = rest[at...]
      } else {
        rest = afterScheme
      }
    }
    return result + rest
  }

  /// Where the user and password are in `url`, a URL on its own.
  private static func range(in url: Substring) -> Range<String.Index>? {
    guard let scheme = url.firstRange(of: "://") else { return nil }
    let authority = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard let at = authority.lastIndex(of: "@") else { return nil }
    return scheme.upperBound..<at
  }

  /// An authority ends where a path, query or fragment starts, and, in running text, at a space
  /// or a quote.
  private static func isInAuthority(_ character: Character) -> Bool {
    !character.isWhitespace && !"/?#\"'<>`".contains(character)
  }
}
