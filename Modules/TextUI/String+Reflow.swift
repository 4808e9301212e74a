extension String {
  /// The text's paragraphs, each one line, for a screen to wrap at its own width: text written
  /// wrapped (an About page) is joined back where one line goes on from the one before.
  ///
  /// A line goes on from the one before when both hold words at the same indentation, a last
  /// word alone too. A path (a word with a `/`), a line that lines words up in columns (two
  /// spaces in a row: a table of keys or files) and an empty line stand alone; so does code,
  /// which is indented deeper than the prose around it.
  public var reflowed: [String] {
    var paragraphs: [String] = []
    var goesOn = false
    for line in split(separator: "\n", omittingEmptySubsequences: false) {
      let indentation = line.prefix { $0 == " " }
      let isProse = String(line).readsAsProse
      if goesOn, isProse, let last = paragraphs.last,
        last.prefix(while: { $0 == " " }).count == indentation.count
      {
        paragraphs[paragraphs.count - 1] = last + " " + line.dropFirst(indentation.count)
      } else {
        paragraphs.append(String(line))
      }
      goesOn = isProse
    }
    return paragraphs
  }

  /// Whether this line reads as prose, which a screen may wrap: words, not a path alone nor a
  /// row of a table (words lined up in columns, two spaces in a row).
  public var readsAsProse: Bool {
    let text = drop { $0 == " " }
    return !text.isEmpty && !text.contains("  ") && (text.contains(" ") || !text.contains("/"))
  }
}
