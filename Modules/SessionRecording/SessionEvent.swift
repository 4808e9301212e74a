import Foundation

/// One timed line of a session file after the header.
public struct SessionEvent: Codable, Equatable, Sendable {
  /// Milliseconds since the start of the run.
  public var t: Int64
  /// What happened.
  public var payload: Payload

  /// The kinds of event a session holds.
  public enum Payload: Equatable, Sendable {
    /// The database as a screen first opened it (`VACUUM INTO`), restored before a replay builds
    /// the app; a run that never opened it records none.
    case database(Data)
    /// An input event as the app received it.
    case input(RecordedInput)
    /// The terminal took a new size.
    case resize(columns: Int, rows: Int)
    /// One HTTP exchange; `t` is when it ended. Indirect, as a frame is: kept inline, the
    /// largest case would size every event, and a session is mostly keys.
    indirect case http(HTTPExchange)
    /// A frame drawn: its number from 1, the screen's title, a digest of its text, and the text.
    indirect case frame(FrameRecord)
    /// Local work, named (`image URL`), finished: work that waits on neither the clock nor the
    /// network, whose moment a replay holds it to (``ReplayLocalWork``).
    case localWork(String)
    /// How the run ended.
    case end(EndReason)
  }

  /// How a run ended.
  public enum EndReason: String, Codable, Sendable {
    /// `q` (or the menu's quit).
    case quit
    /// The input ended.
    case endOfInput
    /// Ctrl-C, or another signal that ended the run (SIGTERM, SIGHUP).
    case interrupt
  }

  public init(t: Int64, _ payload: Payload) {
    self.t = t
    self.payload = payload
  }

  private enum Kind: String, Codable {
    case database, input, resize, http, frame, localWork, end
  }

  private enum CodingKeys: String, CodingKey {
    case t, kind, data, bytes, input, columns, rows, http, frame, work, reason
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    t = try container.decode(Int64.self, forKey: .t)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .database:
      let data = try container.decode(Data.self, forKey: .data)
      let bytes = try container.decode(Int.self, forKey: .bytes)
      guard data.count == bytes else {
        throw SessionDamage(reason: "the database holds \(data.count) bytes, not \(bytes)")
      }
      payload = .database(data)
    case .input:
      payload = .input(try container.decode(RecordedInput.self, forKey: .input))
    case .resize:
      payload = .resize(
        columns: try container.decode(Int.self, forKey: .columns),
        rows: try container.decode(Int.self, forKey: .rows))
    case .http:
      payload = .http(try container.decode(HTTPExchange.self, forKey: .http))
    case .frame:
      payload = .frame(try container.decode(FrameRecord.self, forKey: .frame))
    case .localWork:
      payload = .localWork(try container.decode(String.self, forKey: .work))
    case .end:
      payload = .end(try container.decode(EndReason.self, forKey: .reason))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(t, forKey: .t)
    switch payload {
    case .database(let data):
      try container.encode(Kind.database, forKey: .kind)
      try container.encode(data.count, forKey: .bytes)
      try container.encode(data, forKey: .data)
    case .input(let input):
      try container.encode(Kind.input, forKey: .kind)
      try container.encode(input, forKey: .input)
    case .resize(let columns, let rows):
      try container.encode(Kind.resize, forKey: .kind)
      try container.encode(columns, forKey: .columns)
      try container.encode(rows, forKey: .rows)
    case .http(let exchange):
      try container.encode(Kind.http, forKey: .kind)
      try container.encode(exchange, forKey: .http)
    case .frame(let frame):
      try container.encode(Kind.frame, forKey: .kind)
      try container.encode(frame, forKey: .frame)
    case .localWork(let name):
      try container.encode(Kind.localWork, forKey: .kind)
      try container.encode(name, forKey: .work)
    case .end(let reason):
      try container.encode(Kind.end, forKey: .kind)
      try container.encode(reason, forKey: .reason)
    }
  }
}

/// A frame as it was drawn, for a replay to compare with.
public struct FrameRecord: Codable, Equatable, Sendable {
  /// 1 for the first frame of the run.
  public var number: Int
  /// The screen's title.
  public var screen: String
  /// ``FrameDigest`` of ``lines``.
  public var digest: String
  /// What the frame says (`Frame.content(in:)`: title, banner, lines, hints), so a
  /// failed check can show the line that differs.
  public var lines: [String]

  public init(number: Int, screen: String, lines: [String]) {
    self.number = number
    self.screen = screen
    self.digest = FrameDigest.of(lines)
    self.lines = lines
  }
}
