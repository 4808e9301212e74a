extension String {
  /// Cuts a line that may carry CSI styling (such as colour) to `width` visible columns.
  ///
  /// CSI sequences count as zero columns and are kept, so a coloured line (the image viewer's
  /// half blocks) is cut by what shows on screen. When the line is cut after styling began, a
  /// reset is appended so the colour does not leak into the next line. Without any ESC this is
  /// exactly ``truncated(toWidth:ellipsis:)``.
  func truncatedKeepingStyles(toWidth width: Int, ellipsis: String = "…") -> String {
    guard contains("\u{1B}") else { return truncated(toWidth: width, ellipsis: ellipsis) }
    guard width > 0 else { return "" }
    if visibleWidthIgnoringStyles() <= width { return self }

    let ellipsisWidth = DisplayWidth.of(ellipsis)
    let fitsEllipsis = ellipsisWidth <= width
    let budget = fitsEllipsis ? width - ellipsisWidth : width
    var result = ""
    var used = 0
    var sawStyle = false
    var scanner = StyleScanner()
    for character in self {
      if scanner.isStyle(character) {
        result.append(character)
        sawStyle = true
        continue
      }
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > budget { break }
      used += characterWidth
      result.append(character)
    }
    if fitsEllipsis { result += ellipsis }
    if sawStyle { result += "\u{1B}[0m" }
    return result
  }

  /// Returns the display width of the text with CSI sequences counted as zero columns.
  func visibleWidthIgnoringStyles() -> Int {
    var scanner = StyleScanner()
    var total = 0
    for character in self where !scanner.isStyle(character) {
      total += DisplayWidth.of(character)
    }
    return total
  }
}
