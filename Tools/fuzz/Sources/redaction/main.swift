import FuzzSupport
import Privacy

// The one redaction: the input is a secret, a NUL, then text. Redacted text holds neither the
// secret nor any run of 8 of its characters outside what was put in their place, and every URL
// in it shows `[redacted]` where a user and password were; a URL's own user and password are
// found, removed and redacted consistently.

/// `text`'s scalars, ASCII letters lower-cased.
func folded(_ text: String) -> [Unicode.Scalar] {
  text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32) ?? $0 : $0 }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRedaction(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let redactsAuthorization = input.byte() & 1 == 1
  let secret = String(decoding: input.part(upTo: 0), as: UTF8.self)
  let text = String(decoding: input.rest, as: UTF8.self)
  let redacted = Redactor(secrets: [secret], redactsAuthorization: redactsAuthorization)(text)

  // What the replacement itself spells is no leak: look only between replacements.
  let untouched = redacted.split(separator: Redactor.replacement, omittingEmptySubsequences: false)
  let secretCharacters = Array(secret)
  // Under 4 characters a secret is no token, and is not looked for.
  if secretCharacters.count >= 4 {
    invariant(!untouched.contains { $0.contains(secret) }, "the secret survived: \(dump(redacted))")
    if secretCharacters.count >= Redactor.shortestPiece {
      for start in 0...(secretCharacters.count - Redactor.shortestPiece) {
        let piece = String(secretCharacters[start..<start + Redactor.shortestPiece])
        invariant(!untouched.contains { $0.contains(piece) }, "a piece survived: \(dump(redacted))")
      }
    }
  }
  // Byte for byte too, and in any ASCII case: a combining mark after a piece, or the secret
  // upper-cased, must not leave its bytes.
  let secretScalars = folded(secret)
  if secretCharacters.count >= 4, secretScalars.count >= Redactor.shortestPiece {
    let parts = redacted.unicodeScalars.split(
      separator: Redactor.replacement.unicodeScalars, omittingEmptySubsequences: false)
    for start in 0...(secretScalars.count - Redactor.shortestPiece) {
      let piece = secretScalars[start..<start + Redactor.shortestPiece]
      for part in parts.map({ folded(String(String.UnicodeScalarView($0))) }) {
        invariant(
          !part.indices.contains { part[$0...].starts(with: piece) },
          "a piece survived byte for byte: \(dump(redacted))")
      }
    }
  }
  var rest = redacted[...]
  while let scheme = rest.firstRange(of: "://") {
    let authority = rest[scheme.upperBound...].prefix { !$0.isWhitespace && !"/?#\"'<>`".contains($0) }
    if let at = authority.lastIndex(of: "@") {
      invariant(
        authority[..<at].hasSuffix(Redactor.replacement), "a user and password survived: \(dump(redacted))")
    }
    rest = rest[scheme.upperBound...]
  }

  let removed = URLCredentials.removed(from: text)
  invariant(URLCredentials.userInfo(in: removed) == nil, "removed kept a user and password: \(dump(text))")
  if URLCredentials.userInfo(in: text) != nil {
    let shown = URLCredentials.redacted(in: text)
    invariant(
      URLCredentials.userInfo(in: shown) == Redactor.replacement[...], "redacted shows more: \(dump(text))")
    invariant(URLCredentials.removed(from: shown) == removed, "redacted and removed disagree: \(dump(text))")
  }
  return 0
}

private func dump(_ text: some StringProtocol) -> String {
  text.unicodeScalars.prefix(200).map { String($0.value, radix: 16) }.joined(separator: " ")
}

runFuzzer(fuzzRedaction)
