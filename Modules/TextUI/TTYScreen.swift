/// A screen for an interactive terminal: the alternate screen, redrawn in place.
///
/// ``start()`` switches to the alternate screen and hides the cursor; every ``draw(_:)`` moves
/// the cursor home and overwrites the previous frame line by line, clearing what is left, so
/// nothing scrolls and nothing flickers. ``stop()`` puts the user's screen and cursor back.
@MainActor
public final class TTYScreen: Screen {
  /// How long a flashed message survives redraws.
  public static let flashDuration: Duration = .milliseconds(1500)

  private let output: ClosableOutput
  private let size: () -> (columns: Int, rows: Int)
  private let now: () -> ContinuousClock.Instant
  private var frame: Frame?
  private var notice: (message: String, shownAt: ContinuousClock.Instant, untilCleared: Bool)?
  private var lastWritten: String?
  private var isActive = false
  /// Stopped after being started: the terminal is the shell's again.
  private var isStopped = false
  private var spinnerTick = 0
  private var spinnerTask: Task<Void, Never>?
  /// Where each list (by its frame's title) was last shown from, and its focus then: it stays
  /// there until its focus leaves what is shown, and a page move scrolls it a page, as in htop.
  var listStarts: [String: (start: Int, focus: Int)] = [:]

  /// Creates a screen writing to `output`; `size` is asked for the terminal size on every draw,
  /// and `now` times how long a flashed message stays (the app's root passes the clock in, so
  /// tests can expire a flash).
  public init(
    output: any TextOutput,
    size: @escaping () -> (columns: Int, rows: Int),
    now: @escaping () -> ContinuousClock.Instant
  ) {
    self.output = ClosableOutput(output)
    self.size = size
    self.now = now
  }

  /// A closure that leaves the alternate screen and shows the cursor from any thread, for a
  /// ``TerminalRestorer`` to run when a signal ends the program; the screen draws nothing after
  /// it, so a frame on its way (a spinner's) does not land on the terminal given back.
  public nonisolated var emergencyRestore: @Sendable () -> Void {
    { [output] in
      output.close(after: ControlSequence.leave)
    }
  }

  /// Gives the terminal back for a while, from any thread, as the app is suspended: the main
  /// screen and the cursor, and no frame drawn until ``enterAgain()``.
  public nonisolated var leaveForAWhile: @Sendable () -> Void {
    { [output] in
      output.pause(after: ControlSequence.leave)
    }
  }

  /// Takes the terminal again after ``leaveForAWhile`` and draws the frame in full.
  public func enterAgain() {
    output.resume()
    isActive = false
    start()
  }

  /// Enters the alternate screen and hides the cursor; does nothing if already started.
  public func start() {
    guard !isActive else { return }
    isActive = true
    isStopped = false
    lastWritten = nil
    output.write(
      ControlSequence.enterAlternateScreen + ControlSequence.hideCursor + ControlSequence.enterBracketedPaste)
    if frame != nil { paint() }
  }

  /// Leaves the alternate screen and shows the cursor; idempotent. A frame drawn after it (an
  /// answer on its way as the app quits) is kept, not written.
  public func stop() {
    guard isActive else { return }
    isActive = false
    isStopped = true
    spinnerTask?.cancel()
    spinnerTask = nil
    output.write(ControlSequence.leave)
  }

  /// The terminal's height, asked again on every call.
  public var rows: Int? {
    size().rows
  }

  /// Shows `frame`, keeping a flashed message that is younger than ``flashDuration``.
  public func draw(_ frame: Frame) {
    self.frame = frame
    if let notice, !notice.untilCleared, now() - notice.shownAt >= Self.flashDuration {
      self.notice = nil
    }
    paint()
    animateSpinnerIfShown()
  }

  /// Advances the spinner ten times a second while the frame shows ``Spinner/marker``.
  private func animateSpinnerIfShown() {
    let isShown = frame?.lines.contains { $0.contains(Spinner.marker) } == true
    guard isShown, isActive, spinnerTask == nil else {
      if !isShown {
        spinnerTask?.cancel()
        spinnerTask = nil
      }
      return
    }
    spinnerTask = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        guard let self, !Task.isCancelled else { return }
        self.spinnerTick += 1
        self.paint()
      }
    }
  }

  /// Shows `message` on the line above the hints, replacing any earlier message.
  public func flash(_ message: String) {
    flash(message, untilCleared: false)
  }

  /// Shows `message`, kept through every frame drawn until ``clearFlash()`` when `untilCleared`;
  /// otherwise dropped by the first frame drawn ``flashDuration`` or more after it.
  public func flash(_ message: String, untilCleared: Bool) {
    notice = (message, now(), untilCleared)
    paint()
  }

  /// Keys, read in raw mode.
  public var inputMode: InputMode { .terminal }

  /// Drops the flashed message; the next frame drawn is shown without it.
  public func clearFlash() {
    notice = nil
  }

  /// Draws the current frame again in full, e.g. after a resize or after another program
  /// wrote over the screen.
  public func redraw() {
    lastWritten = nil
    paint()
  }

  /// Writes the current frame, unless it would write exactly what the last call wrote.
  private func paint() {
    guard !isStopped else { return }
    let (columns, rows) = size()
    let layout = (frame ?? Frame(title: "")).layout(width: columns, notice: notice?.message, mode: .terminal)
      .keepingFocus(rows: rows)
    var lines = layout.lines
    if spinnerTick > 0 {
      let glyph = Spinner.frame(at: spinnerTick)
      lines = lines.map { $0.replacing(Spinner.marker, with: glyph) }
    }
    lines = fit(
      lines, rows: rows, columns: columns, layout: layout,
      firstLine: (frame?.firstLine ?? 0, frame?.firstLineRow ?? 0), title: frame?.title ?? "")
    var text = ControlSequence.cursorHome
    for (index, line) in lines.enumerated() {
      if index > 0 { text += "\r\n" }
      // Clearing before the text, not after it, keeps the last cell of a full-width line:
      // after writing the last column the cursor still sits on it.
      text += ControlSequence.clearToEndOfLine + line
    }
    if lines.count < rows {
      text += "\r\n" + ControlSequence.clearToEndOfScreen
    }
    guard text != lastWritten else { return }
    lastWritten = text
    output.write(text)
  }

  /// What `frame`, shown from its ``Frame/firstLine``, shows from after `move` at the
  /// terminal's size.
  public func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome {
    let (columns, rows) = size()
    return frame.scroll(move, columns: columns, rows: rows)
  }

  /// How many rows a page move goes through in `frame`'s list at the terminal's size.
  public func rowsPerPage(of frame: Frame) -> Int {
    let (columns, rows) = size()
    return frame.rowsPerPage(columns: columns, rows: rows)
  }
}
