import Privacy
import Testing

@Suite struct RedactorTests {
  static let token = "ghp_0123456789abcdefGHIJ"

  @Test func aWholeSecretAndAPieceCutToFitAreReplaced() {
    let redact = Redactor(secrets: [Self.token])
    #expect(redact("token \(Self.token) here") == "token [redacted] here")
    #expect(redact("someone/ghp_0123456789ab…") == "someone/[redacted]…")
  }

  @Test func sevenCharactersInCommonAreLeftAlone() {
    #expect(Redactor(secrets: [Self.token])("value: 0123456") == "value: 0123456")
  }

  @Test func theUserAndPasswordOfEveryURLInATextAreReplaced() {
    let redact = Redactor(secrets: [])
    #expect(
      redact("bad value for posts.baseURL: \"ftp://bob:hunter2@h/x\", and https://a:b@c?d=e@f")
        == "bad value for posts.baseURL: \"ftp://[redacted]@h/x\", and https://[redacted]@c?d=e@f")
    #expect(
      redact("mail bob@example.com at https://example.com/@bob")
        == "mail bob@example.com at https://example.com/@bob")
  }

  @Test func anAuthorizationValueIsReplacedOnlyWhereAsked() {
    let line = "sent Authorization: Bearer abc.def to h"
    #expect(
      Redactor(secrets: [], redactsAuthorization: true)(line) == "sent Authorization: Bearer [redacted] to h")
    #expect(Redactor(secrets: [])(line) == line)
  }

  @Test func findsTellsWhetherATextHoldsASecret() {
    let finder = Redactor(secrets: [Self.token])
    #expect(finder.finds(in: "q=\(Self.token)&page=1"))
    #expect(finder.finds(in: "https://u:p@h/"))
    #expect(!finder.finds(in: "q=swift&page=1"))
  }

  /// Bytes that are not text, controls and very long input pass through without a crash.
  @Test func oddTextPassesThrough() {
    let redact = Redactor(secrets: [Self.token])
    let odd = "\u{1B}]0;x\u{07}://@@@:://a@\u{202E}" + String(repeating: "ghp_0123", count: 1000)
    #expect(!redact(odd).contains(Self.token))
    #expect(redact("") == "")
  }
}

@Suite struct URLCredentialsTests {
  @Test func aURLsUserAndPasswordAreFoundRemovedAndRedacted() {
    let url = "https://user:pa@ss@host:8080/path?q=a@b#f"
    #expect(URLCredentials.userInfo(in: url) == "user:pa@ss")
    #expect(URLCredentials.removed(from: url) == "https://host:8080/path?q=a@b#f")
    #expect(URLCredentials.redacted(in: url) == "https://[redacted]@host:8080/path?q=a@b#f")
  }

  /// What is as secret as a token: the pair and the password, as written and as a person types it.
  @Test func aURLsSecretsAreItsPairAndItsPasswordWrittenAndDecoded() {
    #expect(
      URLCredentials.secrets(in: "https://bob:Xa%21b@h/")
        == ["bob:Xa%21b", "Xa%21b", "bob:Xa!b", "Xa!b"])
    #expect(URLCredentials.secrets(in: "https://token@h/") == ["token"])
    #expect(URLCredentials.secrets(in: "https://h/a@b").isEmpty)
  }

  @Test func aURLWithoutThemIsLeftAsItIs() {
    for url in ["https://host/a@b", "host", "://", "https://h?x=@", ""] {
      #expect(URLCredentials.userInfo(in: url) == nil)
      #expect(URLCredentials.removed(from: url) == url)
      #expect(URLCredentials.redacted(in: url) == url)
    }
  }
}

/// Ways of writing a secret a review found the pieces of surviving: byte for byte, a piece must
/// not be left, nor the secret in another ASCII case.
@Suite struct RedactorSpellingsTests {
  static let token = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"

  @Test(arguments: [
    // A combining mark or a zero-width joiner after each piece makes another character of its
    // last letter, yet leaves the piece's bytes whole.
    "ghp_A1b2\u{301}C3d4E5f6\u{301}G7h8I9j0\u{301}K1l2M3n4\u{301}O5p6Q7r8",
    "ghp_A1b2\u{200D}C3d4E5f6\u{200D}G7h8I9j0\u{200D}K1l2M3n4\u{200D}O5p6Q7r8",
    "GHP_A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8",
    "ghp_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8",
  ])
  func noPieceIsLeftInAnySpelling(spelled: String) {
    let redacted = Redactor(secrets: [Self.token])("a profile named \(spelled) here")
    let bytes = Array(redacted.lowercased().utf8)
    let token = Array(Self.token.lowercased().utf8)
    for start in 0...(token.count - Redactor.shortestPiece) {
      let piece = token[start..<start + Redactor.shortestPiece]
      #expect(!bytes.indices.contains { bytes[$0...].starts(with: piece) }, "\(redacted)")
    }
    // A mark left after a piece joins the `]` before it: the scalars are what is compared.
    #expect(redacted.unicodeScalars.starts(with: "a profile named [redacted]".unicodeScalars), "\(redacted)")
    #expect(redacted.hasSuffix(" here"), "\(redacted)")
  }
}

/// Inputs the redaction fuzz target found.
@Suite struct RedactorFuzzFindingsTests {
  /// A secret and a text of replacement characters (bytes that were not UTF-8): the piece scan
  /// stepped past the end of the string it was changing, and trapped.
  @Test func aTextOfReplacementCharactersIsRedactedWithoutTrapping() {
    let secret =
      "hce:hunter2@ap" + String(repeating: "\u{FFFD}", count: 43) + "i.examp ht Bea0061728://ughp_00"
    let text = "\u{0}" + String(repeating: "\u{FFFD}", count: 13)
    #expect(Redactor(secrets: [secret], redactsAuthorization: true)(text) == "\u{0}[redacted]")
  }
}

@Suite struct WrittenURLTests {
  /// What the review found the messages quoting: a URL a typo or an odd password made invalid.
  @Test(arguments: [
    ("https:/bob:Secr3tPassw0rd@h", "https:/[redacted]@h"),
    ("http:bob:pw@h", "http:[redacted]@h"),
    ("bob:pw@h", "bob:[redacted]@h"),
    ("ftp://bob:pa ss@h", "ftp://[redacted]@h"),
    ("https://bob:pa/s#s\"'<@h/x", "https://[redacted]@h/x"),
    ("@h", "[redacted]@h"),
    ("https://host/path", "https://host/path"),
  ])
  func whatCouldBeAUserAndPasswordIsRedacted(value: String, shown: String) {
    #expect(URLCredentials.redacted(inWritten: value) == shown)
  }
}
