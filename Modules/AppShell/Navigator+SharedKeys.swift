import TextUI

/// The keys every screen shares (`b`, `q`, `?`, `t`, and the trace's), and when a page's own
/// keys come before them: a line being typed into, and an editor's arrows.
extension Navigator {
  /// Whether `event` is ← or → and the page on top declares it as its own key: an editor's
  /// arrows (Birth's month) stay the editor's while the trace is on, and `[` `]` step through
  /// states there.
  func isEditorArrow(_ event: InputEvent) -> Bool {
    guard event == .key(.left) || event == .key(.right), let page = top else { return false }
    // The keys the page offers now, not every key it has in some state: a list's field that is
    // closed leaves ← and → to time travel.
    let offered = liveFrame?.keys ?? page.keys
    return offered.contains { $0.presses[output.inputMode]?.contains(event) == true }
  }

  /// Whether the page on top has a line taking typed text (a query, a name) and so gets every
  /// key; never while a past state is shown, which nothing reaches.
  var isCapturing: Bool {
    shownStep == nil && (top?.input.capturesKeys == true || pageSearch.isTyping)
  }

  /// The keys every screen shares, as the page on top offers them: `b` (and Esc) unless it is
  /// the first page, and while the trace is on the keys that step through its states. None
  /// while a line takes typed text: there every key is the line's.
  var sharedKeys: [KeyBinding] {
    guard !isCapturing else { return [] }
    var keys: [KeyBinding] = []
    if pages.count > 1 {
      let back = top?.backHint ?? "back"
      keys += [
        .plain("b", back),
        .terminal("b Esc", back, keys: [.character("b"), .escape]),
      ]
    }
    keys.append(.both("q", "quit"))
    if !(top is AboutPage) { keys.append(.both("?", "about")) }
    keys.append(.both("t", "trace"))
    guard isTracing else { return keys }
    // Plain mode has no arrows; on a terminal an editor keeps ← and → (Birth's month).
    let brackets = KeyBinding(
      "[ ]", "states",
      presses: [
        .plain: [.line("["), .line("]")], .terminal: [.key(.character("[")), .key(.character("]"))],
      ])
    if isEditorArrow(.key(.left)) || isEditorArrow(.key(.right)) {
      keys.append(brackets)
    } else {
      keys += [
        .plain("[ ]", "states", typed: "[", "]"),
        .terminal("[ ] ←→", "states", keys: [.character("["), .character("]"), .left, .right]),
      ]
    }
    keys.append(
      KeyBinding(
        "{ }", "actions",
        presses: [
          .plain: [.line("{"), .line("}")], .terminal: [.key(.character("{")), .key(.character("}"))],
        ]))
    if shownStep != nil { keys.append(.both("l", "live")) }
    return keys
  }
}
