/// A screen for pipes, scripts and `--plain`: prints each frame as lines, never escape codes.
///
/// Every frame is followed by an empty line, so a reader of the output can tell frames apart. A
/// frame equal to the last one printed is skipped, so re-renders that change nothing stay quiet.
@MainActor
public final class PlainScreen: Screen {
  private let output: any TextOutput
  private let width: Int
  private var lastFrame: Frame?
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

  /// Prints `frame` unless it equals the last frame printed.
  public func draw(_ frame: Frame) {
    guard frame != lastFrame else { return }
    lastFrame = frame
    // Stripping here keeps the promise of no escape codes even if a view styled a line.
    let lines = frame.render(width: width, mode: inputMode).map(Sanitizer.cleanLine)
    output.write(lines.joined(separator: "\n") + "\n\n")
  }

  /// Prints `message` as "! message" on a line of its own.
  public func flash(_ message: String) {
    output.write("! " + Sanitizer.cleanLine(message) + "\n")
  }
}
