import Foundation

/// Writes a session file as the run goes: the header first, then one JSON line per event.
///
/// Each event is stamped when it happens and written, in that order, by a queue of the
/// recorder's own, so encoding and writing (and listing a frame's content) cost the thread that
/// reported it nothing. Each line goes to the file as soon as it is encoded, unbuffered: a run
/// that is killed leaves every line written before, and ``close()`` writes all that is waiting.
public final class SessionRecorder: @unchecked Sendable {
  /// Why a session file could not be started.
  public struct OpenError: Error, CustomStringConvertible {
    public let path: String
    /// What the system said, or why the path is refused.
    public let reason: String
    public var description: String { "--record: cannot write the session file '\(path)': \(reason)" }
  }

  private struct State {
    var handle: FileHandle?
    var frames = 0
    var hasEnded = false
    var failure: String?
  }

  /// Where the file is.
  public let path: String
  // NSLock rather than Synchronization.Mutex, as in Networking's CurlDriver: the drawing thread
  // and the writer queue contend for it, and ThreadSanitizer cannot see a contended Mutex being
  // taken. `unsafeState` is touched only in `withState`, which is what makes the class Sendable.
  private let lock = NSLock()
  private var unsafeState: State
  private let elapsed: @Sendable () -> Duration
  private let writer = DispatchQueue(label: "SessionRecording.SessionRecorder")

  /// Creates `path`, or empties the file there (through a symbolic link, as a shell's `>`
  /// would), readable by its owner only, and writes `header`. Anything but a regular file at
  /// `path` (a directory, a device, a pipe) is refused and left as it is.
  ///
  /// - Parameter elapsed: the time since the start of the run; each event is stamped with it.
  public init(path: String, header: SessionHeader, elapsed: @escaping @Sendable () -> Duration)
    throws(OpenError)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
    // Closes the descriptor on every way out of here but the last.
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw OpenError(path: path, reason: "it is not a regular file")
    }
    guard ftruncate(descriptor, 0) == 0 else {
      throw OpenError(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.elapsed = elapsed
    unsafeState = State(handle: handle)
    write(header)
  }

  /// Why the file is not whole, if a write failed (a full disk) or a part could not be made:
  /// the file holds the lines written before it. Read it after ``close()``.
  public var failure: String? { withState { $0.failure } }

  /// Marks the session as not whole, for `reason`, unless it already is.
  public func fail(_ reason: String) {
    withState { state in
      if state.failure == nil { state.failure = reason }
    }
  }

  /// Milliseconds since the start of the run.
  public var now: Int64 { elapsed().wholeMilliseconds }

  /// Records `payload` at the current time; only the first end of a run is kept, since the
  /// input's end and the run's return may both report it.
  public func record(_ payload: SessionEvent.Payload) {
    let isEnd = if case .end = payload { true } else { false }
    enqueue(isEnd: isEnd) { t in SessionEvent(t: t, payload) }
  }

  /// Records a frame drawn, numbering it. `lines` gives its content (`Frame.content(in:)`);
  /// it is called on the recorder's queue, so the thread that draws only stamps the frame.
  public func recordFrame(screen: String, lines: @escaping @Sendable () -> [String]) {
    let number = withState { state in
      state.frames += 1
      return state.frames
    }
    enqueue { t in SessionEvent(t: t, .frame(FrameRecord(number: number, screen: screen, lines: lines()))) }
  }

  /// Writes what is waiting and closes the file; later events are dropped.
  public func close() {
    writer.sync {
      withState { state in
        try? state.handle?.close()
        state.handle = nil
      }
    }
  }

  /// Stamps an event now and has the queue make and write it; stamping and queueing under one
  /// lock keeps the file's times in order, and an end queued there is written before a
  /// ``close()`` that comes after it. Only the first end is kept.
  private func enqueue(isEnd: Bool = false, _ event: @escaping @Sendable (_ t: Int64) -> SessionEvent) {
    withState { state in
      if isEnd {
        guard !state.hasEnded else { return }
        state.hasEnded = true
      }
      let t = now
      writer.async { self.write(event(t)) }
    }
  }

  /// Runs `body` on the recorder's state, under its lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&unsafeState)
  }

  private func write(_ value: some Encodable) {
    guard let line = try? Session.line(value) else { return }
    withState { state in
      guard let handle = state.handle else { return }
      do {
        try handle.write(contentsOf: line)
      } catch {
        // A line cut in the middle reads as damage; what came before it still replays.
        if state.failure == nil { state.failure = "a write failed: \(error.localizedDescription)" }
        try? handle.close()
        state.handle = nil
      }
    }
  }
}
