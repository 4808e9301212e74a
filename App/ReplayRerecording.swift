import AppConfiguration
import Foundation
import Privacy
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
  /// Why the new session cannot be written.
  struct WriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "--record: cannot write the session file '\(path)': \(reason)" }
  }

  /// Where the new session goes.
  let path: String
  private let session: Session
  /// The file the new session is written to first, beside `path` (or beside the file a link
  /// at `path` points to), renamed onto it once whole.
  let partial: String
  /// `path`, or the file a link there points to.
  private let target: String
  private let handle: FileHandle
  private var isDone = false
  /// How many of the session's events the replay has fed so far.
  private var fed = 0
  private var frames: [(after: Int, event: SessionEvent)] = []

  /// Makes sure the new session can be written before the replay starts: `path` (or what a
  /// link there points to) must be a regular file or nothing, in a folder this user can write.
  init(session: Session, path: String) throws(WriteError) {
    // As a shell's `>` would: a link at `path` gets the session written through it, even to a
    // file that is not there yet.
    var target = path
    if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
      target =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(destination).path
    }
    var status = stat()
    if stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw WriteError(path: path, reason: "it is not a regular file")
    }
    let partial = "\(target).\(UUID().uuidString).partial"
    let descriptor: Int32
    do {
      descriptor = try PrivateFile.open(partial, flags: O_EXCL, followsLinks: false)
    } catch {
      throw WriteError(path: path, reason: error.reason)
    }
    self.path = path
    self.session = session
    self.partial = partial
    self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    self.target = target
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

  /// Writes the new session, replacing what is at the path only once the whole file is written
  /// (it may be the session replayed).
  func write() throws(WriteError) {
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
    do {
      try handle.write(contentsOf: try Session(header: header, events: events).encoded())
      try handle.close()
    } catch {
      discard()
      throw WriteError(path: path, reason: "\(error)")
    }
    guard rename(partial, target) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw WriteError(path: path, reason: reason)
    }
    isDone = true
  }

  /// Removes the file begun for the new session, unless it was written: a replay that diverged
  /// or stopped leaves what was at the path as it was.
  func discard() {
    guard !isDone else { return }
    isDone = true
    try? handle.close()
    try? FileManager.default.removeItem(atPath: partial)
  }
}
