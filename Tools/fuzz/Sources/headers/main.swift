import Foundation
import FuzzSupport

@testable import Networking

// Response headers as libcurl hands them over, one line per callback: any bytes give fields
// whose names hold no colon and whose values are trimmed, a status line starts afresh, and
// looking a name up, in any case, finds what was stored under it.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzHeaders(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = FuzzInput(data, count)
  let transfer = CurlTransfer(
    request: HTTPRequest(url: "http://127.0.0.1/"), configuration: CurlHTTPClient.Configuration(),
    progress: nil)
  // libcurl passes each line with its CR LF; split after each LF and keep it.
  var lines: [[UInt8]] = [[]]
  for byte in input.rest {
    lines[lines.count - 1].append(byte)
    if byte == 0x0A { lines.append([]) }
  }
  for line in lines {
    var bytes = line.map { CChar(bitPattern: $0) }
    let taken = bytes.withUnsafeMutableBufferPointer {
      transfer.receiveHeader($0.baseAddress, length: $0.count)
    }
    invariant(taken == line.count, "the callback took \(taken) of \(line.count) bytes")
  }

  let headers = transfer.responseHeaders
  for field in headers {
    invariant(!field.name.contains(":"), "a name holds a colon: \(field.name)")
    invariant(
      field.value == field.value.trimmingCharacters(in: .whitespaces), "untrimmed value: \(field.value)")
    invariant(headers.contains(name: asciiUppercased(field.name)), "\(field.name) not found upper-cased")
    invariant(headers.values(for: field.name).contains(field.value), "\(field.name)'s value lost")
    invariant(headers[field.name] == headers.values(for: field.name).first, "subscript and values differ")
  }
  if let first = headers.first {
    var replaced = headers
    replaced[asciiUppercased(first.name)] = "x"
    invariant(replaced.values(for: first.name) == ["x"], "setting a value left others behind")
    invariant(replaced.first?.name == first.name, "setting a value moved the field")
    let others = headers.filter { !HTTPHeaders.namesMatch($0.name, first.name) }.count
    invariant(replaced.count == others + 1, "setting a value dropped other fields")
    replaced[first.name] = nil
    invariant(!replaced.contains(name: first.name) && replaced.count == others, "removing left fields")
  }
  return 0
}

/// Header names compare case-insensitively in ASCII only (RFC 9110 §5.1).
private func asciiUppercased(_ name: String) -> String {
  String(decoding: name.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
}

runFuzzer(fuzzHeaders)
