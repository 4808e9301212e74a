import Privacy
import TextUI

/// Keeps a secret typed on a terminal out of a session: there each key is its own event, so
/// the token pasted into a search box would be spelled out one `char:` key at a time.
///
/// The characters typed in a row (keys between which no other key or line came; frames and
/// answers may) are read as one text and redacted as a typed line is: a secret, or a run of
/// ``Redactor/shortestPiece`` of its characters, is replaced by `[redacted]`, typed. The writer
/// writes what has gathered whenever the events pause, often between two keys typed by hand,
/// so the keys at the end of what has gathered that are also in a row in a secret (often just
/// the last key) are held back, with everything after them, until the typing goes another way
/// or the run ends: a secret typed one key a pause is read whole all the same.
struct TypedSecrets {
  /// An event waiting to be written: a typed character, or any other event.
  enum Waiting {
    case character(t: Int64, Character)
    /// `breaksTyping`: another key or a line, which ends the characters typed in a row.
    case other(breaksTyping: Bool, make: @Sendable () -> SessionEvent)

    var event: SessionEvent {
      switch self {
      case .character(let t, let character): SessionEvent(t: t, .input(.key(.character(character))))
      case .other(_, let make): make()
      }
    }
  }

  let secrets: [String]
  let redacted: Redactor

  /// `items` with each secret typed in them replaced, and, unless the run has ended, the tail
  /// that may still become one split off to be held: the writer writes `write` and keeps
  /// `hold` in front of what comes next.
  func split(_ items: [Waiting], isFinal: Bool) -> (write: [Waiting], hold: [Waiting]) {
    guard !secrets.isEmpty else { return (items, []) }
    var runs: [[Int]] = [[]]
    for (index, item) in items.enumerated() {
      switch item {
      case .character: runs[runs.count - 1].append(index)
      case .other(true, _): if !runs[runs.count - 1].isEmpty { runs.append([]) }
      case .other(false, _): break
      }
    }
    var cut = items.count
    // A run that a key or a line ended is whole; the last one may go on.
    if !isFinal, let last = runs.last, !last.isEmpty {
      let text = last.map { Self.character(items[$0]) }
      let held = longestSuffixInASecret(text)
      if held > 0 {
        cut = last[last.count - held]
        runs[runs.count - 1].removeLast(held)
      }
    }
    var result = Array(items[..<cut])
    // From the last run back, so the indices of the earlier ones stay good.
    for run in runs.reversed() where !run.isEmpty {
      replace(run, in: &result)
    }
    return (result, Array(items[cut...]))
  }

  /// Replaces the characters of `run` (indices into `items`) with those of its redacted text:
  /// each key keeps its place and time; a longer text's extra keys come at the last one's time,
  /// a shorter one's lost keys are dropped.
  private func replace(_ run: [Int], in items: inout [Waiting]) {
    let text = String(run.map { Self.character(items[$0]) })
    let clean = Array(redacted(text))
    guard clean != Array(text) else { return }
    guard case .character(let lastTime, _) = items[run[run.count - 1]] else { return }
    let extra = clean.dropFirst(run.count).map { Waiting.character(t: lastTime, $0) }
    items.insert(contentsOf: extra, at: run[run.count - 1] + 1)
    for (position, index) in run.enumerated().reversed() {
      guard case .character(let t, _) = items[index] else { continue }
      if position < clean.count {
        items[index] = .character(t: t, clean[position])
      } else {
        items.remove(at: index)
      }
    }
  }

  /// How many of `text`'s last characters, in a row, are also in a row in a secret.
  private func longestSuffixInASecret(_ text: [Character]) -> Int {
    var length = 0
    while length < text.count {
      let suffix = String(text[(text.count - length - 1)...])
      guard secrets.contains(where: { $0.contains(suffix) }) else { break }
      length += 1
    }
    return length
  }

  private static func character(_ item: Waiting) -> Character {
    if case .character(_, let character) = item { character } else { " " }
  }
}
