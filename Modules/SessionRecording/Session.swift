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
  ///
  /// The file is read a piece at a time and each line decoded as it comes: a replay holds the
  /// events, never the file's text as well.
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
    return try parse(path: path, limit: limit) { () throws(SessionReadError) -> Data in
      // nil at the end of the file, as an empty piece would be.
      guard let piece = try? handle.read(upToCount: readSize) ?? Data() else {
        throw .unreadable(path: path, reason: "it is not readable")
      }
      return piece
    }
  }

  /// How much of a session file is read at a time.
  private static let readSize = 1 << 20

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
    try parse(pieces: [data], path: path)
  }

  /// Reads a session from its bytes in pieces, as a file or a pipe gives them, cut anywhere (in
  /// a line, in a character); `path` names it in errors.
  public static func parse(pieces: some Sequence<Data>, path: String) throws(SessionReadError) -> Session {
    var remaining = pieces.makeIterator()
    return try parse(path: path, limit: .max) {
      // An empty piece in the middle says nothing; only the end ends it.
      while let piece = remaining.next() {
        if !piece.isEmpty { return piece }
      }
      return Data()
    }
  }

  /// Reads the pieces `next` gives until it gives an empty one, refusing more than `limit` bytes,
  /// each line read as soon as its newline has come.
  private static func parse(
    path: String, limit: Int, next: () throws(SessionReadError) -> Data
  ) throws(SessionReadError) -> Session {
    var parser = SessionParser(path: path)
    var unfinished = Data()
    var total = 0
    while true {
      let piece = try next()
      guard !piece.isEmpty else { break }
      // A file's size was checked; a pipe is refused once it gives a byte past the limit.
      total += piece.count
      guard total <= limit else { throw .tooLarge(path: path, bytes: nil, limit: limit) }
      // Only the new piece is searched: a long line (the database's) is not scanned again for
      // each piece of it. A piece that starts a line is taken as it is, not copied (a whole
      // file given as one piece is never copied).
      let searchFrom: Int
      if unfinished.isEmpty {
        unfinished = piece
        searchFrom = unfinished.startIndex
      } else {
        searchFrom = unfinished.endIndex
        unfinished += piece
      }
      var start = unfinished.startIndex
      var searched = searchFrom
      while let newline = unfinished[searched...].firstIndex(of: 0x0A) {
        try parser.take(unfinished[start..<newline])
        start = newline + 1
        searched = start
      }
      if start > unfinished.startIndex { unfinished = Data(unfinished[start...]) }
    }
    return try parser.finish(cutOff: unfinished.isEmpty ? nil : unfinished)
  }
}
