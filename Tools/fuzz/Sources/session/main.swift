import Foundation
import FuzzSupport
import SessionRecording

// A session file: any bytes give a session or a SessionReadError, never a trap; its description
// is one line; a session read back is written out and read again unchanged; a truncated session
// keeps only whole events; and the same bytes given in pieces cut anywhere (as a pipe gives them)
// read the same.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSession(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Data(FuzzInput(data, count).rest)
  let whole = Result { () throws(SessionReadError) in try Session.parse(bytes, path: "fuzz.session") }
  let inPieces = Result { () throws(SessionReadError) in
    try Session.parse(pieces: pieces(of: bytes), path: "fuzz.session")
  }
  invariant(whole == inPieces, "the bytes read in pieces differ from the bytes read whole")
  do {
    let session = try Session.parse(bytes, path: "fuzz.session")
    invariant(session.header.format == SessionHeader.formatName, "a session without the format name")
    invariant(session.header.version <= SessionHeader.currentVersion, "a newer version was read")
    let encoder = JSONEncoder()
    var text = try encoder.encode(session.header) + Data([0x0A])
    for event in session.events { text += try encoder.encode(event) + Data([0x0A]) }
    let again = try Session.parse(text, path: "fuzz.session")
    invariant(again.header == session.header, "the header changed through a round trip")
    invariant(again.events == session.events, "the events changed through a round trip")
    invariant(again.truncation == nil, "a session written whole reads as truncated")
  } catch let error as SessionReadError {
    let message = error.description
    invariant(!message.isEmpty && !message.contains("\n"), "not one line: \(message)")
  } catch {
    invariant(false, "an error that is not a SessionReadError: \(error)")
  }
  return 0
}

/// `bytes` cut into pieces of 1, 7, 64, 3 and 4,096 bytes in turn: in lines, in characters, and
/// across newlines.
func pieces(of bytes: Data) -> [Data] {
  let sizes = [1, 7, 64, 3, 4_096]
  var pieces: [Data] = []
  var start = bytes.startIndex
  while start < bytes.endIndex {
    let end = min(start + sizes[pieces.count % sizes.count], bytes.endIndex)
    pieces.append(bytes[start..<end])
    start = end
  }
  return pieces
}

runFuzzer(fuzzSession)
