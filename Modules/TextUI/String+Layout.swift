extension String {
  /// Returns the string cut to at most `width` terminal columns, ending in `ellipsis` when cut.
  ///
  /// A wide character that would straddle the limit is dropped whole rather than split, so the
  /// result may be one column narrower than `width`. When even the ellipsis does not fit, the
  /// text is cut without it. A width of zero or less gives an empty string.
  public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(self) <= width { return self }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    if ellipsisWidth > width {
      return prefix(fittingWidth: width)
    }
    return prefix(fittingWidth: width - ellipsisWidth) + ellipsis
  }

  /// Returns the string padded with spaces to exactly `width` columns, truncated first if longer.
  public func padded(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let fitted = truncated(toWidth: width)
    let missing = width - DisplayWidth.of(fitted)
    return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
  }

  /// Returns the string word-wrapped into lines of at most `width` columns.
  ///
  /// Explicit newlines always break a line. Words longer than a line are broken between
  /// characters. Runs of spaces between words collapse to one space; indentation at the start
  /// of a paragraph is kept when it fits. The one exception to the width limit: a wide
  /// character on its own when `width` is 1, which is put on a line by itself rather than lost.
  public func wrapped(toWidth width: Int) -> [String] {
    let width = Swift.max(width, 1)
    return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .flatMap { Self.wrapParagraph($0, width: width) }
  }

  /// Returns the longest prefix whose display width is at most `width`.
  func prefix(fittingWidth width: Int) -> String {
    var used = 0
    var end = startIndex
    for index in indices {
      let characterWidth = DisplayWidth.of(self[index])
      if used + characterWidth > width { break }
      used += characterWidth
      end = self.index(after: index)
    }
    return String(self[..<end])
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    let indentation = String(paragraph.prefix(while: { $0 == " " }))
    let words = paragraph.split(separator: " ")
    guard !words.isEmpty else { return [""] }

    var lines: [String] = []
    var line = DisplayWidth.of(indentation) < width ? indentation : ""
    var lineWidth = DisplayWidth.of(line)
    var lineHasWord = false

    for word in words {
      let wordWidth = DisplayWidth.of(word)
      let separatorWidth = lineHasWord ? 1 : 0
      if lineWidth + separatorWidth + wordWidth <= width {
        if lineHasWord { line += " " }
        line += word
        lineWidth += separatorWidth + wordWidth
        lineHasWord = true
        continue
      }
      if lineHasWord {
        lines.append(line)
        line = ""
        lineWidth = 0
        lineHasWord = false
      }
      // The word does not fit on a line of its own either: break it between characters.
      var remainder = String(word)
      while DisplayWidth.of(remainder) > width - lineWidth {
        var chunk = remainder.prefix(fittingWidth: width - lineWidth)
        if chunk.isEmpty, lineWidth > 0 {
          // Only indentation is on the line and a wide character does not fit after it.
          line = ""
          lineWidth = 0
          continue
        }
        if chunk.isEmpty {
          // Only reachable when a wide character meets a one-column limit.
          chunk = String(remainder.prefix(1))
        }
        lines.append(line + chunk)
        line = ""
        lineWidth = 0
        remainder.removeFirst(chunk.count)
      }
      line += remainder
      lineWidth += DisplayWidth.of(remainder)
      lineHasWord = !remainder.isEmpty
    }
    if lineHasWord || lines.isEmpty {
      lines.append(line)
    }
    return lines
  }
}
