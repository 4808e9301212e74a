/// A screen for pipes, scripts and `--plain`: prints each frame as lines, never escape codes.
///
/// Every frame is followed by an empty line, so a reader of the output can tell frames apart. A
/// frame equal to the last one printed is skipped, so re-renders that change nothing stay quiet.
/// A message flashed with a frame's state (a view's alert comes just after its frame) prints
/// in that frame, above its hints, as a terminal shows it: the frame is held until the work on
/// the main actor that drew it is done, or until ``flush()``.
@MainActor
public final class PlainScreen: Screen {
  private let output: any TextOutput
  private let width: Int
  private var lastFrame: Frame?
  /// The frame drawn last, the messages flashed since and what was to follow it (the trace's
  /// lines), not printed yet.
  private var held: Held?
  private struct Held {
    let frame: Frame
    var messages: [String] = []
    var after: [(text: String, output: any TextOutput)] = []
  }
  private var isFlushScheduled = false
  /// Lines, as scripts and pipes send them, unless the screen prints a replay of a run on a
  /// terminal: then its hints name the keys that run was played with.
  public let inputMode: InputMode

  /// Creates a screen printing to `output`, laying frames out `width` columns wide, its hints
  /// naming the keys of `inputMode`.
  public init(output: any TextOutput, width: Int = 80, inputMode: InputMode = .plain) {
    self.output = output
    self.width = width
    self.inputMode = inputMode
  }

  /// Prints `frame`, with the messages flashed after it, unless it equals the last frame.
  public func draw(_ frame: Frame) {
    // Where a terminal scrolled it does not show here: printed whole, it is the same frame.
    var frame = frame
    (frame.firstLine, frame.firstLineRow) = (0, 0)
    guard frame != lastFrame else { return }
    flush()
    lastFrame = frame
    held = Held(frame: frame)
    guard !isFlushScheduled else { return }
    isFlushScheduled = true
    // After the observers the same state change called: its message joins the frame.
    Task { [weak self] in
      self?.isFlushScheduled = false
      self?.flush()
    }
  }

  /// Prints `message` as "! message" in the frame drawn last when that one is not printed
  /// yet, else on a line of its own.
  public func flash(_ message: String) {
    if held != nil {
      held?.messages.append(message)
    } else {
      output.write("! " + Sanitizer.cleanLine(message) + "\n")
    }
  }

  /// Writes `text` to `output` once the frame held back, if any, is printed: a message flashed
  /// meanwhile still joins that frame, the frame of its step.
  public func write(_ text: String, afterFramesTo output: any TextOutput) {
    if held != nil {
      held?.after.append((text, output))
    } else {
      output.write(text)
    }
  }

  /// Prints the frame held back, if any, then what was to follow it: before the next line is
  /// read and before the program ends.
  public func flush() {
    guard let held else { return }
    self.held = nil
    let (frame, messages) = (held.frame, held.messages)
    defer { for (text, output) in held.after { output.write(text) } }
    let layout = frame.layout(width: width, notice: nil, mode: inputMode)
    var lines = layout.lines
    // Each message a line of its own, whole, as a script greps it, where a terminal shows one:
    // in place of the blank line above the hints, or after the body.
    let notices = messages.map { "! " + $0 }
    if layout.tail > 0 {
      lines.replaceSubrange(
        (lines.count - layout.tail)..<(lines.count - layout.tail + 1), with: notices.isEmpty ? [""] : notices)
    } else {
      lines += notices
    }
    // Stripping here keeps the promise of no escape codes even if a view styled a line.
    output.write(lines.map(Sanitizer.cleanLine).joined(separator: "\n") + "\n\n")
  }
}
