import Foundation
import Synchronization

/// Writes a session file as the run goes: the header first, then one JSON line per event.
///
/// Each event is stamped when it happens and written, in that order, by a queue of the
/// recorder's own, so encoding and writing (and laying out a frame's text) cost the thread that
/// reported it nothing. Each line goes to the file as soon as it is encoded, unbuffered: a run
/// that is killed leaves every line written before, and ``close()`` writes all that is waiting.
public final class SessionRecorder: Sendable {
  /// Why a session file could not be started.
  public struct OpenError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "cannot write the session file \(path)" }
  }

  private struct State {
    var handle: FileHandle?
    var frames = 0
    var hasEnded = false
  }

  /// Where the file is.
  public let path: String
  private let state: Mutex<State>
  private let elapsed: @Sendable () -> Duration
  private let writer = DispatchQueue(label: "SessionRecording.SessionRecorder")

  /// Creates `path` (replacing any file there) and writes `header`.
  ///
  /// - Parameter elapsed: the time since the start of the run; each event is stamped with it.
  public init(path: String, header: SessionHeader, elapsed: @escaping @Sendable () -> Duration)
    throws(OpenError)
  {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw OpenError(path: path) }
    self.path = path
    self.elapsed = elapsed
    state = Mutex(State(handle: handle))
    write(header)
  }

  /// Milliseconds since the start of the run.
  public var now: Int64 {
    let parts = elapsed().components
    return parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
  }

  /// Records `payload` at the current time; only the first end of a run is kept, since the
  /// input's end and the run's return may both report it.
  public func record(_ payload: SessionEvent.Payload) {
    if case .end = payload {
      let isFirst = state.withLock { state in
        defer { state.hasEnded = true }
        return !state.hasEnded
      }
      guard isFirst else { return }
    }
    enqueue { t in SessionEvent(t: t, payload) }
  }

  /// Records a frame drawn, numbering it. `lines` gives its text as plain mode renders it; it is
  /// called on the recorder's queue, so the thread that draws does not lay the frame out twice.
  public func recordFrame(screen: String, lines: @escaping @Sendable () -> [String]) {
    let number = state.withLock { state in
      state.frames += 1
      return state.frames
    }
    enqueue { t in SessionEvent(t: t, .frame(FrameRecord(number: number, screen: screen, lines: lines()))) }
  }

  /// Writes what is waiting and closes the file; later events are dropped.
  public func close() {
    writer.sync {
      state.withLock { state in
        try? state.handle?.close()
        state.handle = nil
      }
    }
  }

  /// Stamps an event now and has the queue make and write it; stamping and queueing under one
  /// lock keeps the file's times in order.
  private func enqueue(_ event: @escaping @Sendable (_ t: Int64) -> SessionEvent) {
    state.withLock { _ in
      let t = now
      writer.async { self.write(event(t)) }
    }
  }

  private func write(_ value: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var line = try? encoder.encode(value) else { return }
    line.append(0x0A)
    state.withLock { state in
      try? state.handle?.write(contentsOf: line)
    }
  }
}
