extension TTYScreen {
  /// Cuts `lines` to `rows`, keeping the title and the last lines (flash and hints), with a row
  /// saying what is cut above and below.
  ///
  /// Without a focus, the rows under the title show from `firstLine`. With one (a list's
  /// selection, a field being typed into), the list stays where it was shown last and moves
  /// only as far as it must to show the focused line whole, as less and htop move: a page key
  /// then leaves one row of the page before in view.
  func fit(
    _ lines: [String], rows: Int, columns: Int, layout: Frame.Layout, firstLine: (line: Int, row: Int),
    title: String
  ) -> [String] {
    guard rows > 0 else { return [] }
    guard lines.count > rows, let scrolling = layout.scrolling(rows: rows) else {
      if layout.focusRow == nil { listStarts[title] = nil }
      guard lines.count > rows else { return lines }
      let tail = Swift.min(layout.tail, rows - 1)
      if let focus = layout.focusRow, rows > 1 {
        // Too short for a marker row: the rows under the title end with the focused line's last.
        let room = rows - tail - 1
        let end = Swift.min((layout.focusEndRow ?? focus) + 1, lines.count - tail)
        let start = Swift.max(end - room, 1)
        return [lines[0]] + lines[start..<(start + room)] + lines.suffix(tail)
      }
      return Array(lines.prefix(rows - tail)) + Array(lines.suffix(tail))
    }
    let start: Int
    if let focus = layout.focusRow, focus < scrolling.bodyEnd {
      let end = Swift.min(layout.focusEndRow ?? focus, scrolling.bodyEnd - 1)
      // A list shown for the first time is scrolled from its top to its focus.
      let previous = listStarts[title] ?? (1, 1)
      // A move of a page or more (PgDn, End) scrolls the list as far as the focus moved.
      let moved = abs(focus - previous.focus) >= scrolling.window - 3 ? focus - previous.focus : 0
      start = Self.start(showing: focus...end, from: previous.start + moved, in: scrolling)
      listStarts[title] = (start, focus)
    } else {
      listStarts[title] = nil
      start = scrolling.start(firstLine: firstLine.line, row: firstLine.row)
    }
    let shown = scrolling.shown(from: start)
    var fitted = [lines[0]]
    if shown.above > 0 {
      fitted.append(("  ↑ " + shown.above.counted("more line")).truncated(toWidth: columns))
    }
    fitted += lines[shown.rows]
    if shown.below > 0 {
      fitted.append(("  ↓ " + shown.below.counted("more line")).truncated(toWidth: columns))
    }
    return fitted + lines.suffix(lines.count - scrolling.bodyEnd)
  }

  /// The first row to show so that `focused` shows, moved as little as it can be from
  /// `previous`; the end of a line taller than the window (a field's cursor) wins over its start.
  static func start(
    showing focused: ClosedRange<Int>, from previous: Int, in scrolling: Frame.Layout.Scrolling
  ) -> Int {
    var start = scrolling.clamped(previous)
    // A marker row comes or goes as the start moves, so a few rounds settle it.
    for _ in 0..<4 {
      let shown = scrolling.shown(from: start).rows
      if focused.upperBound >= shown.upperBound {
        start = scrolling.clamped(start + focused.upperBound - shown.upperBound + 1)
      } else if focused.lowerBound < shown.lowerBound, focused.upperBound - focused.lowerBound < shown.count {
        start = focused.lowerBound <= 2 ? 1 : scrolling.clamped(focused.lowerBound)
      } else {
        break
      }
    }
    return start
  }
}
