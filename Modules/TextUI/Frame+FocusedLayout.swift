extension Frame.Layout {
  /// The layout as a screen `rows` high shows it with its focus (a field being typed into, its
  /// cursor; a list's selection) in view: on a tiny screen the hint lines give way to it, the
  /// last first, after the blank line above them; a flashed message goes only when no hint is
  /// left. Unchanged when it fits, has no focus, or keeps its focus in view already.
  func keepingFocus(rows: Int) -> Frame.Layout {
    guard let focus = focusRow, rows > 1 else { return self }
    let focusRows = (focusEndRow ?? focus) - focus + 1
    // The window under the title holds the focused rows and a marker either side of them
    // (`↑ 3 more lines`), or all of the screen but the title.
    let window = Swift.min(focusRows + 2, rows - 1)
    var layout = self
    while layout.lines.count > rows, layout.tail > 0, rows - 1 - Swift.min(layout.tail, rows - 1) < window {
      let tailStart = layout.lines.count - layout.tail
      if layout.lines[tailStart].isEmpty {
        layout.lines.remove(at: tailStart)
      } else {
        layout.lines.removeLast()
      }
      layout.tail -= 1
    }
    return layout
  }
}
