import AppConfiguration
import Foundation
import SessionRecording

/// `--replay FILE --record NEW`: the session again, with the frames this build draws in place of
/// those it recorded, for a change to what a screen shows that was meant.
///
/// Everything else is copied as it was (the database, input, resizes, network answers and how
/// the run ended, at their times), so the new file replays what the user did, only with today's
/// frames. Each frame drawn is placed after the recorded events the replay had fed before it, at
/// the virtual time it was drawn.
@MainActor
final class ReplayRerecording {
  /// Why the new session could not be written.
  struct WriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "--record: cannot write the session file '\(path)': \(reason)" }
  }

  private let session: Session
  /// How many of the session's events the replay has fed so far.
  private var fed = 0
  private var frames: [(after: Int, event: SessionEvent)] = []

  init(session: Session) {
    self.session = session
  }

  /// The replay has fed the session's events up to `index`.
  func fed(through index: Int) {
    fed = index + 1
  }

  /// Keeps a frame the replay drew, at `t` on its clock.
  func frameDrawn(screen: String, lines: [String], t: Int64) {
    let record = FrameRecord(number: frames.count + 1, screen: screen, lines: lines)
    frames.append((fed, SessionEvent(t: t, .frame(record))))
  }

  /// How many frames the replay drew.
  var frameCount: Int { frames.count }

  /// Writes the new session to `path`, as its owner alone may read it, replacing what is there
  /// only once the whole file is written (it may be the session replayed).
  func write(to path: String) throws(WriteError) {
    var header = session.header
    header.appVersion = AppVersion.current
    var events: [SessionEvent] = []
    var pending = frames[...]
    func framesFed(before count: Int) {
      while let next = pending.first, next.after <= count {
        events.append(next.event)
        pending.removeFirst()
      }
    }
    for (index, event) in session.events.enumerated() {
      framesFed(before: index)
      if case .frame = event.payload { continue }
      events.append(event)
    }
    framesFed(before: .max)
    let data: Data
    do {
      data = try Session(header: header, events: events).encoded()
    } catch {
      throw WriteError(path: path, reason: "it could not be encoded: \(error)")
    }
    let temporary = "\(path).\(UUID().uuidString).partial"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    do {
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try handle.write(contentsOf: data)
      try handle.close()
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: error.localizedDescription)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }
}
