/// A move by the keys every list and every page takes, as less and htop take them: ↓ ↑ and
/// `j` `k` a row, PgDn PgUp and Space a page, Home End and `g` `G` to either end.
///
/// A list moves its selection by it (``offset(from:count:page:)``); a page taller than the
/// terminal that has no list scrolls by it.
public enum ScrollMove: Equatable, Sendable {
  /// Down (positive) or up (negative) by this many rows.
  case rows(Int)
  /// Down or up by this many screens, less a row kept for context.
  case pages(Int)
  case top
  case bottom

  /// The move a key stands for in a list or on a page; nil for any other key.
  public init?(_ key: Key) {
    switch key {
    case .down, .character("j"): self = .rows(1)
    case .up, .character("k"): self = .rows(-1)
    case .pageDown, .character(" "): self = .pages(1)
    case .pageUp: self = .pages(-1)
    case .home, .character("g"): self = .top
    case .end, .character("G"): self = .bottom
    default: return nil
    }
  }

  /// The keys, as every list's and page's hints name them, each saying `does`.
  public static func keys(_ does: String) -> KeyBinding {
    .terminal(
      "↑↓ jk PgUp PgDn Space Home End gG", does,
      keys: [
        .down, .up, .character("j"), .character("k"), .pageDown, .pageUp, .character(" "), .home, .end,
        .character("g"), .character("G"),
      ])
  }

  /// How far a list's selection moves from `index` among `count` rows, `page` of them a page.
  ///
  /// A row or a page may point past either end: the reactor stops the selection there, and a
  /// list that pages (Home, GitHub Search) loads its next page past the last row. Home and
  /// End go to the first and the last row.
  public func offset(from index: Int, count: Int, page: Int) -> Int {
    switch self {
    case .rows(let rows): rows
    case .pages(let pages): pages * max(page, 1)
    case .top: -index
    case .bottom: max(count - 1, 0) - index
    }
  }
}

/// What a scroll key did to the frame on screen.
public enum ScrollOutcome: Equatable, Sendable {
  /// The frame now shows from this line (``Frame/firstLine``), from this row of it when it
  /// wraps onto several (``Frame/firstLineRow``).
  case moved(toLine: Int, row: Int)
  /// The frame already shows its top or its end in the direction asked.
  case atEdge
  /// The whole frame shows, or it keeps its own focus in view: nothing scrolls.
  case fits
}

extension Frame {
  /// What this frame, shown from ``firstLine`` on a terminal of `columns` by `rows`, shows
  /// from after `move`.
  ///
  /// A flashed message is left out: it leaves on the wall clock, and where a scroll lands must
  /// be the same when a session is replayed.
  public func scroll(_ move: ScrollMove, columns: Int, rows: Int) -> ScrollOutcome {
    let layout = layout(width: columns, notice: nil, mode: .terminal)
    // A frame with a focus keeps it in view itself: its page moves the focus.
    guard layout.focusRow == nil, let scrolling = layout.scrolling(rows: rows) else { return .fits }
    let current = scrolling.start(firstLine: firstLine, row: firstLineRow)
    let place = scrolling.place(after: move, from: current)
    let moved = scrolling.start(firstLine: place.line, row: place.row) != current
    return moved ? .moved(toLine: place.line, row: place.row) : .atEdge
  }
}

extension Frame {
  /// How many rows a page move (PgDn, Space) goes through in this frame's list on a terminal
  /// of `columns` by `rows`: the rows under the title, less the two that say what is cut above
  /// and below, less one kept for context.
  public func rowsPerPage(columns: Int, rows: Int) -> Int {
    let layout = layout(width: columns, notice: nil, mode: .terminal).keepingFocus(rows: rows)
    let window = rows - Swift.min(layout.tail, rows - 1) - 1
    return Swift.max(window - 3, 1)
  }
}

extension Frame.Layout {
  /// How the body scrolls on a screen `rows` high; nil when the frame fits, or the screen is
  /// too short to show more than a line of it.
  func scrolling(rows: Int) -> Scrolling? {
    guard rows > 0, lines.count > rows else { return nil }
    let tail = Swift.min(self.tail, rows - 1)
    let window = rows - tail - 1
    guard window >= 3 else { return nil }
    return Scrolling(bodyEnd: lines.count - tail, window: window, lineRows: lineRows)
  }

  /// The body's rows (after the title, before the flash and the hints) as a window shows them,
  /// with a marker row for what is cut above and below.
  struct Scrolling {
    /// The body's rows are `1..<bodyEnd`.
    let bodyEnd: Int
    /// The rows under the title, markers included.
    let window: Int
    let lineRows: [Int]

    /// The first body row shown when `wanted` is asked for: the last screen is full, not
    /// scrolled past the end.
    func clamped(_ wanted: Int) -> Int {
      // Scrolled at all, the top marker takes a row and the bottom one is gone.
      let last = bodyEnd - (window - 1)
      return wanted <= 1 ? 1 : Swift.min(wanted, Swift.max(last, 1))
    }

    /// The rows shown from `start` and how many are cut above and below them.
    func shown(from wanted: Int) -> (rows: Range<Int>, above: Int, below: Int) {
      let start = clamped(wanted)
      var count = window - (start > 1 ? 1 : 0)
      if start + count < bodyEnd { count -= 1 }
      return (start..<(start + count), start - 1, bodyEnd - (start + count))
    }

    /// The first body row shown for the frame's ``Frame/firstLine`` and the row of it
    /// (``Frame/firstLineRow``); at another width the line may wrap onto fewer rows.
    func start(firstLine: Int, row: Int) -> Int {
      // The top is the top: a banner above the first line shows too.
      guard firstLine > 0 || row > 0, !lineRows.isEmpty else { return 1 }
      let line = Swift.min(firstLine, lineRows.count - 1)
      let end = line + 1 < lineRows.count ? lineRows[line + 1] : bodyEnd
      return clamped(lineRows[line] + Swift.max(Swift.min(row, end - lineRows[line] - 1), 0))
    }

    /// The line, and the row of it, that show first after `move` from the body row `current`:
    /// the place shown now when the screen already shows the top or the end that way.
    func place(after move: ScrollMove, from current: Int) -> (line: Int, row: Int) {
      let page = Swift.max(window - 3, 1)
      var wanted: Int
      switch move {
      case .rows(let count): wanted = current + count
      case .pages(let count): wanted = current + count * page
      case .top: wanted = 1
      case .bottom: wanted = bodyEnd
      }
      let isDown = wanted > current
      // The top marker hides a row once scrolled: leaving the top shows one row more, and
      // coming back within a row of it goes all the way.
      if current == 1, isDown { wanted += 1 }
      var row = wanted <= 2 ? 1 : clamped(wanted)
      // The first line's first row is the top, banner and all: leaving it goes past both.
      if isDown, let first = lineRows.first { row = clamped(Swift.max(row, first + 1)) }
      guard isDown ? row > current : row < current else { return place(of: current) }
      return place(of: row)
    }

    /// The line that body row `row` shows, and the row of it: a line that wraps onto several
    /// rows is scrolled through a row at a time, never jumped over.
    func place(of row: Int) -> (line: Int, row: Int) {
      guard row > 1, let line = lineRows.lastIndex(where: { $0 <= row }) else { return (0, 0) }
      return (line, row - lineRows[line])
    }
  }
}
