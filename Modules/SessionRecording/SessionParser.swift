import Foundation

/// Reads a session a line at a time: the header first, then each event, checked as a run writes
/// them, so a file can be read in pieces and only its events kept.
struct SessionParser {
  private let path: String
  private let decoder = JSONDecoder()
  private var header: SessionHeader?
  private var events: [SessionEvent] = []
  /// The number of the next line, from 1.
  private var lineNumber = 1

  init(path: String) {
    self.path = path
  }

  /// Reads one whole line, its newline left off.
  mutating func take(_ line: Data) throws(SessionReadError) {
    defer { lineNumber += 1 }
    guard header != nil else {
      header = try readHeader(line)
      return
    }
    do {
      events.append(try event(in: line))
    } catch let error as SessionReadError {
      throw error
    } catch {
      throw .damagedLine(path: path, line: lineNumber, reason: Self.reason(error, in: line))
    }
  }

  /// The session read, given what followed the last newline: a last line the run was stopped
  /// while writing, whose events before it replay.
  mutating func finish(cutOff: Data?) throws(SessionReadError) -> Session {
    if let cutOff {
      guard let header else {
        try take(cutOff)
        throw .nothingRecorded(path: path)
      }
      // A last line that does not read as an event, with no newline after it, was cut off in
      // writing; one that reads is checked as any other.
      guard (try? decoder.decode(SessionEvent.self, from: cutOff)) == nil else {
        try take(cutOff)
        return try finish(cutOff: nil)
      }
      guard !events.isEmpty else { throw .nothingRecorded(path: path) }
      let what = events.count == 1 ? "the event" : "the \(events.count) events"
      let stop = "the file was cut off at line \(lineNumber); replaying \(what) before it"
      return Session(header: header, events: events, truncation: stop)
    }
    guard let header else { throw .notASession(path: path) }
    guard !events.isEmpty else { throw .nothingRecorded(path: path) }
    return Session(header: header, events: events)
  }

  private func readHeader(_ line: Data) throws(SessionReadError) -> SessionHeader {
    guard let probe = try? decoder.decode(Probe.self, from: line), probe.format == SessionHeader.formatName
    else { throw .notASession(path: path) }
    guard probe.version >= 1 else {
      throw .damagedLine(path: path, line: 1, reason: "its version is not one any reactor-demo wrote")
    }
    guard probe.version <= SessionHeader.currentVersion else {
      throw .newerVersion(path: path, version: probe.version, supported: SessionHeader.currentVersion)
    }
    let header: SessionHeader
    do {
      header = try decoder.decode(SessionHeader.self, from: line)
    } catch {
      throw .damagedLine(path: path, line: 1, reason: Self.reason(error, in: line))
    }
    // Numbers no run records: they would make a replay lay out or wait beyond any machine.
    let sizes = 1...Session.largestTerminalSide
    guard sizes.contains(header.columns), header.rows.map(sizes.contains) ?? true else {
      throw .damagedLine(path: path, line: 1, reason: "its terminal size is not one a terminal has")
    }
    guard header.stepTimeout.map((1...Session.longestSpan).contains) ?? true else {
      throw .damagedLine(path: path, line: 1, reason: "its step timeout is not one a run has")
    }
    return header
  }

  private func event(in line: Data) throws -> SessionEvent {
    let event = try decoder.decode(SessionEvent.self, from: line)
    let damage = { (reason: String) in
      SessionReadError.damagedLine(path: path, line: lineNumber, reason: reason)
    }
    guard (0...Session.longestSpan).contains(event.t) else {
      throw damage("its time, \(event.t) ms, is not in a run")
    }
    if let previous = events.last?.t, event.t < previous {
      throw damage("its time, \(event.t) ms, comes before the line above's, \(previous) ms")
    }
    if case .localWork(let name) = event.payload, let header, !ReplayLocalWork.notes(name, in: header.version)
    {
      throw damage("it notes local work, which a version \(header.version) session does not")
    }
    if let reason = Self.damage(in: event.payload) {
      throw damage(reason)
    }
    if case .resize(let columns, let rows) = event.payload,
      !(1...Session.largestTerminalSide).contains(columns)
        || !(1...Session.largestTerminalSide).contains(rows)
    {
      throw damage("its terminal size is not one a terminal has")
    }
    return event
  }

  /// What no run writes in an event that decodes: a frame whose text was edited and its digest
  /// kept, or a database copy that is not a SQLite database.
  private static func damage(in payload: SessionEvent.Payload) -> String? {
    switch payload {
    case .frame(let frame) where FrameDigest.of(frame.lines) != frame.digest:
      "its frame's text does not match the frame's digest: the text was changed"
    case .database(let bytes) where !bytes.starts(with: Self.sqliteMagic):
      "its database copy is not a SQLite database"
    default:
      nil
    }
  }

  /// The first bytes of every SQLite database file. Made when asked: a `Data` kept in a global
  /// hides its storage from LeakSanitizer, which then reports it at every exit.
  private static var sqliteMagic: [UInt8] { Array("SQLite format 3\u{0}".utf8) }

  /// The format and version alone, read before the rest so a newer file is named as such.
  private struct Probe: Decodable {
    var format: String
    var version: Int
  }

  /// The decoder's finding in the session's words: the keys named are the format's own, and
  /// no value from the file (nor the decoder's wording) reaches the terminal.
  private static func reason(_ error: any Error, in line: Data) -> String {
    switch error {
    case let damage as SessionDamage:
      damage.reason
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      // JSON whose number does not fit where it is (a time of 1.5 ms) reads as corrupt too.
      (try? JSONSerialization.jsonObject(with: Data(line))) == nil
        ? "it is not JSON" : "a number in it is not one a session holds"
    case DecodingError.dataCorrupted(let context):
      "\(field(context.codingPath)) holds a value no session has"
    case DecodingError.keyNotFound(let key, let context):
      "\(field(context.codingPath + [key])) is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(field(context.codingPath)) has the wrong type"
    default:
      "it cannot be read"
    }
  }

  /// `'http.response.status'`: where in a line a value is, by the format's keys.
  private static func field(_ path: [any CodingKey]) -> String {
    let names = path.map { $0.intValue.map { "item \($0 + 1)" } ?? $0.stringValue }
    let printable = names.joined(separator: ".").filter {
      $0.isASCII && ($0.isLetter || $0.isNumber || ". ".contains($0))
    }
    return printable.isEmpty ? "a value" : "'\(printable)'"
  }
}
