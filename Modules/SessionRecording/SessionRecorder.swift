import Foundation
import Privacy
import TextUI

/// Writes a session file as the run goes: the header first, then one JSON line per event.
///
/// Each event is stamped when it happens and left, in that order, for a thread of the
/// recorder's own, which makes and writes it (a frame's content listed, its digest taken, the
/// JSON encoded): the thread that reported it only stamps it. That thread runs at the lowest
/// priority, so on a busy machine the writing waits and the app's drawing does not, and it
/// writes what is waiting in one go when the events pause for ``quietPeriod`` (a person's
/// typing pauses all the time), or at the latest ``flushDelay`` after the first of it came: a
/// key is not slowed by the writing of the ones before it. A run that is killed leaves every
/// line written before; ``close()`` (which each way out of a run, a signal's included, calls)
/// writes all that is waiting.
public final class SessionRecorder: @unchecked Sendable {
  /// Why a session file could not be started.
  public struct OpenError: Error, CustomStringConvertible {
    public let path: String
    /// What the system said, or why the path is refused.
    public let reason: String

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    public var description: String { "--record: cannot write the session file '\(path)': \(reason)" }
  }

  private struct State {
    var frames = 0
    var hasEnded = false
    var isClosed = false
    /// When the last event was queued, by the machine's clock: the writer's own pacing, never
    /// part of the session (the injected `elapsed` stamps the events alone).
    var lastQueued = ContinuousClock.now
    var failure: String?
    /// Stamped events not yet made and written, in order.
    var waiting: [TypedSecrets.Waiting] = []
    /// Exchanges sent and not yet answered, by number: how each is recorded if the run ends first.
    var unanswered: [Int: @Sendable (_ endedAt: Int64) -> HTTPExchange] = [:]
    var exchanges = 0
  }

  /// How long the events must pause before what is waiting is written.
  public static let quietPeriod: Duration = .milliseconds(20)
  /// The longest an event waits in memory before it is written, pause or not.
  public static let flushDelay: Duration = .milliseconds(500)

  /// Where the file is.
  public let path: String
  // NSCondition (a lock) rather than Synchronization.Mutex, as in Networking's CurlDriver: the
  // drawing thread and the writer contend for it, and ThreadSanitizer cannot see a contended
  // Mutex being taken. `unsafeState` is touched only under it, which is what makes the class
  // Sendable; the writer waits on it for events.
  private let condition = NSCondition()
  private var unsafeState: State
  /// Held while events are made and written: the writer thread and ``close()`` both flush.
  private let writing = NSLock()
  /// Events a flush held back, a secret perhaps being typed; touched only under `writing`.
  private var held: [TypedSecrets.Waiting] = []
  private let typedSecrets: TypedSecrets
  /// The file; touched only under `writing`, so a write to a slow disk never holds the lock a
  /// drawing thread takes.
  private var handle: FileHandle?
  private let elapsed: @Sendable () -> Duration
  private let redacted: Redactor

  /// Creates `path`, or empties the file there (through a symbolic link, as a shell's `>`
  /// would), readable by its owner only, and writes `header`. Anything but a regular file at
  /// `path` (a directory, a device, a pipe) is refused and left as it is.
  ///
  /// - Parameters:
  ///   - secrets: values (the GitHub token) replaced by `[redacted]` in a line the user typed
  ///     and in a frame's text, whole or in pieces of 8 characters or more, before its digest
  ///     is taken, so a replay (whose input holds `[redacted]` too) draws what was recorded.
  ///     ``HTTPExchange`` leaves them out of the exchanges, bodies included. Values shorter
  ///     than 4 characters are no token, and are left alone, as the log's redaction does.
  ///   - elapsed: the time since the start of the run; each event is stamped with it.
  public init(
    path: String, header: SessionHeader, secrets: [String] = [], elapsed: @escaping @Sendable () -> Duration
  ) throws(OpenError) {
    let descriptor: Int32
    do {
      // 0600 on the descriptor, before the file is emptied: an existing file others could read
      // is closed to them first.
      descriptor = try PrivateFile.open(path, followsLinks: true)
    } catch {
      throw OpenError(path: path, reason: error.reason)
    }
    // Closes the descriptor on every way out of here but the last.
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    guard ftruncate(descriptor, 0) == 0 else {
      throw OpenError(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.elapsed = elapsed
    redacted = Redactor(secrets: secrets)
    typedSecrets = TypedSecrets(secrets: secrets.filter { $0.count >= 4 }, redacted: redacted)
    unsafeState = State()
    self.handle = handle
    write(line(header))
    let writer = Thread { [self] in writeUntilClosed() }
    writer.name = "SessionRecorder"
    writer.start()
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
    if case .input(RecordedInput.key(Key.character(let character))) = payload {
      // Read with the characters around it by the writer (``TypedSecrets``).
      let isFirst = withState { state in queue(&state) { t in .character(t: t, character) } }
      if isFirst { condition.signal() }
      return
    }
    let breaksTyping = if case .input = payload { true } else { isEnd }
    // A typed line and a name of local work (an image's URL) may hold a secret.
    let recorded: SessionEvent.Payload =
      switch payload {
      case .input(.line(let line)): .input(.line(redacted(line)))
      case .localWork(let name): .localWork(redacted(name))
      default: payload
      }
    enqueue(isEnd: isEnd, breaksTyping: breaksTyping) { t in SessionEvent(t: t, recorded) }
  }

  /// Notes an exchange sent now; `cutOff` makes it as recorded if the run ends before
  /// ``answer(_:with:)`` is called with the number returned.
  public func send(cutOff: @escaping @Sendable (_ endedAt: Int64) -> HTTPExchange) -> Int {
    withState { state in
      state.exchanges += 1
      state.unanswered[state.exchanges] = cutOff
      return state.exchanges
    }
  }

  /// Records exchange `number`'s answer, unless the run's end already recorded it cut off.
  /// `exchange` is made on the recorder's thread, as a frame's content is: redacting a body
  /// takes time the response should not wait for.
  public func answer(_ number: Int, with exchange: @escaping @Sendable () -> HTTPExchange) {
    // One lock for both, so a close in between cannot drop the exchange.
    let isFirst = withState { state in
      guard state.unanswered.removeValue(forKey: number) != nil else { return false }
      return queue(&state) { t in .other(breaksTyping: false) { SessionEvent(t: t, .http(exchange())) } }
    }
    if isFirst { condition.signal() }
  }

  /// Records a frame drawn, numbering it. `lines` gives its content (`Frame.content(in:)`);
  /// it is called on the recorder's queue, so the thread that draws only stamps the frame.
  public func recordFrame(screen: String, lines: @escaping @Sendable () -> [String]) {
    // Numbered and queued under one lock: one lock a frame on the drawing thread.
    let isFirst = withState { state in
      state.frames += 1
      let number = state.frames
      return queue(&state) { [redacted] t in
        .other(breaksTyping: false) {
          SessionEvent(
            t: t,
            .frame(FrameRecord(number: number, screen: screen, lines: lines().map(redacted.callAsFunction))))
        }
      }
    }
    if isFirst { condition.signal() }
  }

  /// Writes what is waiting and closes the file, on the calling thread; later events are
  /// dropped.
  ///
  /// - Parameter end: how the run ended, recorded under the same lock as the closing (unless an
  ///   end was recorded already), so no frame drawn meanwhile (the app still draws while a
  ///   signal ends it) comes after it in the file.
  public func close(ending end: SessionEvent.EndReason? = nil) {
    // A request the run's end cut off is part of what the run did: a replay will send it too.
    withState { state in
      if let end {
        _ = queue(&state, isEnd: true) { t in .other(breaksTyping: true) { SessionEvent(t: t, .end(end)) } }
      }
      for (_, exchange) in state.unanswered.sorted(by: { $0.key < $1.key }) {
        _ = queue(&state) { t in .other(breaksTyping: false) { SessionEvent(t: t, .http(exchange(t))) } }
      }
      state.unanswered.removeAll()
      state.isClosed = true
    }
    condition.signal()
    flush(isFinal: true)
    writing.withLock {
      try? handle?.close()
      handle = nil
    }
  }

  /// Stamps an event now and leaves it for the writer; stamping and queueing under one lock
  /// keeps the file's times in order, and an end queued there is written before a ``close()``
  /// that comes after it. Only the first end is kept.
  private func enqueue(
    isEnd: Bool = false, breaksTyping: Bool = false, _ event: @escaping @Sendable (_ t: Int64) -> SessionEvent
  ) {
    let isFirst = withState { state in
      queue(&state, isEnd: isEnd) { t in .other(breaksTyping: breaksTyping) { event(t) } }
    }
    if isFirst { condition.signal() }
  }

  /// Stamps and queues an event in `state`, under the lock; true when it is the first waiting,
  /// so the writer must be woken.
  private func queue(
    _ state: inout State, isEnd: Bool = false, _ event: (_ t: Int64) -> TypedSecrets.Waiting
  ) -> Bool {
    guard !state.isClosed, !isEnd || !state.hasEnded else { return false }
    if isEnd { state.hasEnded = true }
    state.lastQueued = .now
    state.waiting.append(event(now))
    return state.waiting.count == 1
  }

  /// The writer thread: waits for events, lets more gather until they pause, writes them.
  private func writeUntilClosed() {
    // Linux keeps a nice value per thread: this one yields to every other when the CPU is short.
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    while true {
      condition.lock()
      while unsafeState.waiting.isEmpty, !unsafeState.isClosed { condition.wait() }
      let isClosed = unsafeState.isClosed
      condition.unlock()
      if isClosed { return }
      let first = ContinuousClock.now
      repeat {
        Thread.sleep(forTimeInterval: 0.02)
      } while withState({ $0.lastQueued.duration(to: .now) < Self.quietPeriod && !$0.isClosed })
        && first.duration(to: .now) < Self.flushDelay
      flush(isFinal: false)
    }
  }

  /// Makes and writes the events waiting, in order: taken and written under one lock, so two
  /// flushes never interleave. Unless `isFinal`, keys that may be a secret being typed are held
  /// back, with what came after them, for the next flush.
  private func flush(isFinal: Bool) {
    writing.withLock {
      let waiting = withState { state in
        defer { state.waiting.removeAll() }
        return state.waiting
      }
      let (ready, held) = typedSecrets.split(self.held + waiting, isFinal: isFinal)
      self.held = held
      write(ready.reduce(into: Data()) { lines, item in lines += line(item.event) })
    }
  }

  /// Runs `body` on the recorder's state, under its lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    condition.lock()
    defer { condition.unlock() }
    return body(&unsafeState)
  }

  /// `value` as a line of the file.
  private func line(_ value: some Encodable) -> Data {
    guard let line = try? Session.line(value) else {
      fail("an event could not be written as JSON")
      return Data()
    }
    return line
  }

  private func write(_ lines: Data) {
    guard let handle, !lines.isEmpty else { return }
    do {
      try handle.write(contentsOf: lines)
    } catch {
      // A line cut in the middle reads as damage; what came before it still replays.
      fail("a write failed: \(error.localizedDescription)")
      try? handle.close()
      self.handle = nil
    }
  }
}
