import TextUI

/// Pastes: what the terminal marks as pasted goes to a field, and nowhere else.
extension Navigator {
  /// A paste goes to the field that takes typed text, key by key as if typed, and nowhere
  /// else: pasted letters are never commands (a `q` in a pasted sentence would quit). Where no
  /// field takes it, it is dropped whole, and the app says so once it has ended.
  func handlePaste(_ event: InputEvent) -> Outcome? {
    switch event {
    case .key(.pasteStart):
      let takes = shownStep == nil && (isCapturing || top?.input.takesPaste == true)
      pasteGoesToPage = takes
      return .proceed
    case .key(.pasteEnd):
      if pasteGoesToPage == false {
        flash(
          shownStep != nil
            ? "a paste does nothing while a past state is shown: l goes live"
            : "a paste goes into a field being typed into: open one first (its key is on the hint line)")
      }
      pasteGoesToPage = nil
      // What the field said of the paste (it was full), said once the paste has ended.
      if let answer = pasteAnswer { flash(answer) }
      pasteAnswer = nil
      return .proceed
    case .key where pasteGoesToPage != nil:
      if pasteGoesToPage == true, let input = top?.input {
        // A character the field refuses (a letter in a date) is left out, without a word each;
        // the last answer is said when the paste ends.
        if case .answered(let answer) = input.deliver(event) { pasteAnswer = answer }
      }
      return .proceed
    default:
      return nil
    }
  }
}
