import Foundation
import FuzzSupport
import Networking

// `Link` headers: any text gives a list of links (garbage gives none) without trapping;
// relation types and parameter names come out lower-cased, and writing the links back out
// and parsing that again gives the same links.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLink(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let value = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let links = LinkHeader.parse(value)
  for link in links {
    invariant(!link.uri.contains(">"), "a URI holds '>': \(link.uri)")
    invariant(
      link.relations.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "relations \(link.relations)")
    invariant(
      link.parameters.keys.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() }, "names \(link.parameters)")
    invariant(link.parameters["rel"] != nil || link.relations.isEmpty, "relations without rel")
  }
  if let next = LinkHeader.uri(for: "NEXT", in: value) {
    invariant(links.contains { $0.uri == next && $0.relations.contains("next") }, "next is not a parsed link")
  }
  let written = links.map(write).joined(separator: ", ")
  invariant(LinkHeader.parse(written) == links, "links do not survive a round trip: \(written)")
  return 0
}

/// The link as a header value: every parameter quoted, `"` and `\` escaped.
private func write(_ link: Link) -> String {
  let parameters = link.parameters.sorted { $0.key < $1.key }.map { name, value in
    // Scalar by scalar: a backslash followed by a combining mark is one Character, which a
    // Character-wise replacement would leave unescaped.
    var escaped = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
      escaped.append(scalar)
    }
    return "; \(name)=\"\(String(escaped))\""
  }
  return "<\(link.uri)>" + parameters.joined()
}

runFuzzer(fuzzLink)
