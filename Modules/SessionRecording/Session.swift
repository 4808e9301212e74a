import Foundation

/// A session file read back: its header, its events in order, and, when the file was cut off,
/// where it stopped.
public struct Session: Equatable, Sendable {
  /// The largest session read by default: 256 MiB.
  public static let defaultLimit = 256 << 20

  public var header: SessionHeader
  public var events: [SessionEvent]
  /// Set when the last line was cut off: the events before it are whole and replay.
  public var truncation: String?

  public init(header: SessionHeader, events: [SessionEvent], truncation: String? = nil) {
    self.header = header
    self.events = events
    self.truncation = truncation
  }

  /// Reads the session at `path`, refusing anything larger than `limit` bytes: a file before
  /// reading it, a pipe (`--replay <(…)`) once it has given more.
  public static func read(path: String, limit: Int = defaultLimit) throws(SessionReadError) -> Session {
    // Opened without waiting: a named pipe no one writes to would wait for a writer forever.
    // Reads wait as usual after, so a pipe being written to (`--replay <(…)`) is read whole.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .unreadable(path: path, reason: errno == ENOENT ? "there is no such file" : "it is not readable")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: "it is not readable") }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw .unreadable(path: path, reason: "it is a folder")
    case S_IFREG:
      guard status.st_size <= limit else {
        throw .tooLarge(path: path, bytes: Int(status.st_size), limit: limit)
      }
    default:
      break
    }
    // A file is read whole (its size is known to fit); a pipe, up to one byte past the limit.
    guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else {
      throw .unreadable(path: path, reason: "it is not readable")
    }
    guard data.count <= limit else { throw .tooLarge(path: path, bytes: nil, limit: limit) }
    return try parse(data, path: path)
  }

  /// Whether the recorded run was stopped before it could finish what it was doing: a signal
  /// ended it (Ctrl-C, SIGTERM), or the session does not say how it ended (the run was killed,
  /// or the file was cut off).
  public var isCutShort: Bool { end == nil || end == .interrupt }

  /// How the recorded run ended; nil when the session does not say (the run was killed, or the
  /// file was cut off).
  public var end: SessionEvent.EndReason? {
    events.lazy.compactMap { if case .end(let reason) = $0.payload { reason } else { nil } }.first
  }

  /// The session as a file holds it: the header, then one JSON line per event.
  public func encoded() throws -> Data {
    var data = try Self.line(header)
    for event in events { data += try Self.line(event) }
    return data
  }

  /// One line of a session file: `value` as JSON, its keys sorted, and a newline.
  static func line(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var line = try encoder.encode(value)
    line.append(0x0A)
    return line
  }

  /// The most columns or rows a session's terminal may have.
  static let largestTerminalSide = 10_000
  /// The latest time, in ms, an event may have: a run of about 31 years.
  public static let longestSpan: Int64 = 1_000_000_000_000

  /// Reads a session from its bytes; `path` names it in errors.
  public static func parse(_ data: Data, path: String) throws(SessionReadError) -> Session {
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    let endsWithNewline = lines.last?.isEmpty == true
    if endsWithNewline { lines.removeLast() }
    let decoder = JSONDecoder()
    guard let first = lines.first, let probe = try? decoder.decode(Probe.self, from: Data(first)),
      probe.format == SessionHeader.formatName
    else { throw .notASession(path: path) }
    guard probe.version >= 1 else {
      throw .damagedLine(path: path, line: 1, reason: "its version is not one any reactor-demo wrote")
    }
    guard probe.version <= SessionHeader.currentVersion else {
      throw .newerVersion(path: path, version: probe.version, supported: SessionHeader.currentVersion)
    }
    let header: SessionHeader
    do {
      header = try decoder.decode(SessionHeader.self, from: Data(first))
    } catch {
      throw .damagedLine(path: path, line: 1, reason: reason(error, in: first))
    }
    // Numbers no run records: they would make a replay lay out or wait beyond any machine.
    let sizes = 1...Self.largestTerminalSide
    guard sizes.contains(header.columns), header.rows.map(sizes.contains) ?? true else {
      throw .damagedLine(path: path, line: 1, reason: "its terminal size is not one a terminal has")
    }
    guard header.stepTimeout.map((1...Self.longestSpan).contains) ?? true else {
      throw .damagedLine(path: path, line: 1, reason: "its step timeout is not one a run has")
    }
    var events: [SessionEvent] = []
    for (index, line) in lines.enumerated().dropFirst() {
      do {
        let event = try decoder.decode(SessionEvent.self, from: Data(line))
        guard (0...Self.longestSpan).contains(event.t) else {
          throw SessionReadError.damagedLine(
            path: path, line: index + 1, reason: "its time, \(event.t) ms, is not in a run")
        }
        if let previous = events.last?.t, event.t < previous {
          throw SessionReadError.damagedLine(
            path: path, line: index + 1,
            reason: "its time, \(event.t) ms, comes before the line above's, \(previous) ms")
        }
        if let damage = Self.damage(in: event.payload) {
          throw SessionReadError.damagedLine(path: path, line: index + 1, reason: damage)
        }
        if case .resize(let columns, let rows) = event.payload,
          !sizes.contains(columns) || !sizes.contains(rows)
        {
          throw SessionReadError.damagedLine(
            path: path, line: index + 1, reason: "its terminal size is not one a terminal has")
        }
        events.append(event)
      } catch let error as SessionReadError {
        throw error
      } catch {
        // Only the last line of a file that does not end in a newline was cut off in writing.
        if index == lines.count - 1, !endsWithNewline {
          guard !events.isEmpty else { throw .nothingRecorded(path: path) }
          let stop =
            "the file was cut off at line \(index + 1); replaying the \(events.count) events before it"
          return Session(header: header, events: events, truncation: stop)
        }
        throw .damagedLine(path: path, line: index + 1, reason: reason(error, in: line))
      }
    }
    guard !events.isEmpty else { throw .nothingRecorded(path: path) }
    return Session(header: header, events: events)
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
  private static func reason(_ error: any Error, in line: Data.SubSequence) -> String {
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
