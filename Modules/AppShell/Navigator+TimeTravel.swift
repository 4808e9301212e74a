import ReactorCore
import ReactorTracing
import TextUI

/// Time travel: with the trace on, the top page's states are kept, and `[` / `]` draw any of
/// them again with the view's own render function.
///
/// This works because `reduce` is pure and so is each view's `render`: a state kept is all it
/// takes to draw the screen as it was. Nothing is sent to the reactor while a past state is
/// shown; effects still running go on reducing into the live state, whose steps keep coming.
extension Navigator {
  /// A key that moves through the top page's states.
  enum TimeStep {
    case back, forward, live
    /// To the state just before the previous action (a timer's hundred ticks in one step).
    case backAction
    /// To the state just before the next action, or live after the last one.
    case forwardAction

    /// The step `event` asks for: `[` or ←, `]` or →, `{` and `}`, and `l` while a past state
    /// is shown; the navigator leaves ← and → to a page that declares them.
    init?(_ event: InputEvent, isLive: Bool) {
      switch event {
      case .line("["), .key(.character("[")), .key(.left): self = .back
      case .line("]"), .key(.character("]")), .key(.right): self = .forward
      case .line("{"), .key(.character("{")): self = .backAction
      case .line("}"), .key(.character("}")): self = .forwardAction
      case .line("l"), .key(.character("l")): if isLive { return nil } else { self = .live }
      default: return nil
      }
    }
  }

  nonisolated static let pastHint =
    "a past state is shown: [ ] a state · { } an action · l live (nothing is sent)"

  /// Moves to the state `step` asks for and draws it.
  func travel(_ step: TimeStep) {
    guard let trace = topTrace, let steps = trace.steps else {
      flash("this screen has no states to step through")
      return
    }
    switch step {
    case .live:
      shownStep = nil
    case .forward:
      guard let shown = shownStep else {
        flash("this is the live state: [ steps back")
        return
      }
      // Past the newest state is the live one.
      shownStep = shown >= steps.upperBound ? nil : max(shown + 1, steps.lowerBound)
    case .back:
      let target = (shownStep ?? steps.upperBound) - 1
      guard target >= steps.lowerBound else {
        flash(
          steps.lowerBound == 1
            ? "this is the first state since the trace started"
            : "this is the oldest state kept: the trace keeps the last \(steps.count)")
        return
      }
      guard canDraw(target, of: trace) else { return }
      shownStep = target
    case .backAction:
      guard let target = trace.stepBeforeAction(leadingTo: shownStep ?? steps.upperBound) else {
        flash(
          steps.lowerBound == 1
            ? "no action came before this since the trace started"
            : "the state before that action is no longer kept: the trace keeps the last \(steps.count)")
        return
      }
      guard canDraw(target, of: trace) else { return }
      shownStep = target
    case .forwardAction:
      guard let shown = shownStep else {
        flash("this is the live state: { steps back an action")
        return
      }
      let target = trace.lastStepOfNextAction(after: max(shown, steps.lowerBound))
      shownStep = target.flatMap { $0 >= steps.upperBound ? nil : $0 }
    }
    redraw()
  }

  /// Whether the view can draw step `number` again; when it cannot, says so.
  private func canDraw(_ number: Int, of trace: any PageTrace) -> Bool {
    guard trace.frame(at: number) == nil else { return true }
    flash("this screen cannot draw a past state")
    return false
  }

  /// Draws the top page: the past state shown, or the live frame.
  func redraw() {
    if let frame = pastFrame() ?? liveFrame { show(frame) }
  }

  /// A new live frame of the top page; while a past state is shown, that state is drawn again
  /// instead, its step count grown.
  func showLive(_ frame: Frame) {
    show(pastFrame() ?? frame)
  }

  /// The past state shown, drawn by the view, with the time-travel line on top.
  func pastFrame() -> Frame? {
    guard let number = shownStep, let trace = topTrace, let steps = trace.steps else { return nil }
    // Dropped meanwhile (more than the history keeps arrived, a timer's ticks): the frame drawn
    // when it was kept stands still, rather than a newer state taking its place.
    guard var frame = trace.frame(at: number) ?? keptPastFrame.flatMap({ $0.step == number ? $0.frame : nil })
    else { return nil }
    keptPastFrame = (number, frame)
    if let own = frame.banner {
      frame.lines.insert(own, at: 0)
      frame.focus = frame.focus.map { $0 + 1 }
    }
    let cause =
      number < steps.lowerBound
      ? "no longer kept" : trace.mutation(at: number).map { "after mutation \(Self.short($0))" }
    frame.banner = [
      "⏪ state \(number) of \(steps.upperBound)", cause ?? "as the trace started", "] forward", "l live",
    ].joined(separator: " · ")
    return frame
  }

  /// A mutation short enough for the time-travel line to fit 80 columns: its arguments
  /// elided when they make it long (the panel shows them whole).
  static func short(_ mutation: String) -> String {
    let limit = 24
    guard DisplayWidth.of(mutation) > limit, let open = mutation.firstIndex(of: "(") else {
      return mutation.truncated(toWidth: limit)
    }
    return (mutation[..<open] + "(…)").truncated(toWidth: limit)
  }

  /// Draws `frame` with the trace panel under it on a terminal.
  func show(_ frame: Frame) {
    guard case .panel(let count) = traceStyle, isTracing, !traceLines.isEmpty else {
      present(frame)
      return
    }
    var frame = frame
    frame.lines += ["", "trace:"] + panel(rows: count)
    present(frame)
  }

  /// The panel's lines: the latest, or those around the past state shown, its own marked; a
  /// run of the same mutation (a timer's ticks) is folded into one line with a count.
  func panel(rows: Int) -> [String] {
    let lines = Self.folded(traceLines)
    var end = lines.endIndex
    if let shownStep, let last = lines.lastIndex(where: { $0.steps?.contains(shownStep) == true }) {
      // The state's line near the bottom, with what came after it in view.
      end = min(last + 1 + rows / 4, lines.endIndex)
    }
    let shown = lines[max(end - rows, 0)..<end]
    return shown.map { line in
      (shownStep.map { line.steps?.contains($0) == true } == true ? "› " : "  ") + line.text
    }
  }

  /// A panel line: its words, indented, and the states it stands for.
  struct PanelLine: Equatable {
    var text: String
    var steps: ClosedRange<Int>?
  }

  /// The trace's lines as the panel lists them: two or more mutations in a row with the same
  /// words, each followed by its state, become one line, `mutation → tick ×25`, and the last
  /// of their states. A trace file keeps every line.
  static func folded(_ lines: [TraceLine]) -> [PanelLine] {
    var panel: [PanelLine] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      var end = index
      while end + 1 < lines.endIndex, lines[end].kind == .mutation, lines[end].text == line.text,
        lines[end + 1].kind == .state
      {
        end += 2
      }
      let count = (end - index) / 2
      guard count >= 2, let first = lines[index + 1].step, let last = lines[end - 1].step else {
        panel.append(PanelLine(text: line.indented, steps: line.step.map { $0...$0 }))
        index += 1
        continue
      }
      panel.append(PanelLine(text: "\(line.indented) ×\(count)", steps: first...last))
      panel.append(PanelLine(text: lines[end - 1].indented, steps: last...last))
      index = end
    }
    return panel
  }

  /// One line of the top page's flow: written at once in plain mode, kept for the panel on a
  /// terminal (as far back as the states are kept).
  func trace(_ line: TraceLine) {
    switch traceStyle {
    case .inline(let output):
      // After the frame of the state before, which plain mode may still hold for its messages.
      self.output.write("» \(line.indented)\n", afterFramesTo: output)
    case .panel:
      traceLines.append(line)
      // Lines older than the oldest state kept go, 64 states at a time rather than one by one.
      if let oldest = topTrace?.steps?.lowerBound, let first = traceLines.first?.step, first < oldest - 64 {
        traceLines.removeFirst(traceLines.prefix { ($0.step ?? oldest) < oldest }.count)
      }
      redraw()
    }
  }
}
