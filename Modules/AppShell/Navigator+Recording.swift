import TextUI

/// What a recorded session keeps of each event: never a secret typed into a field.
extension Navigator {
  /// `event` as a recorded session keeps it, asked just before ``handle(_:)``: what types into a
  /// secret field as stand-ins of the same kind (``SecretField/standIn(for:)``), every other
  /// event as it is.
  ///
  /// The answer follows the way `handle` will route the event, in its order: a paste, the
  /// page's search, a field taking every key, the shared keys, time travel, a past state shown,
  /// then the page's commands and widgets. So `q` typed into a password is a stand-in, and `q`
  /// that quits is `q`.
  ///
  /// Ctrl-D is the end of the input outside a field, and a key that edits inside one, as
  /// `AppSession` takes it: a session records it as the one or the other.
  public func recorded(_ event: InputEvent) -> InputEvent {
    if event == .key(.endOfInput) { return isCapturing ? event : .end }
    return concealed(event) ?? event
  }

  private func concealed(_ event: InputEvent) -> InputEvent? {
    switch event {
    case .key(.pasteStart), .key(.pasteEnd):
      return nil
    case .key(.character(let character)) where pasteGoesToPage == false:
      // A paste no field takes is dropped whatever it holds, and it may be a password pasted
      // before its field was opened: its stand-ins are dropped alike.
      return .key(.character(SecretField.standIn(for: character)))
    case .key where pasteGoesToPage != nil:
      return pasteGoesToPage == true ? top?.input.concealed(event) : nil
    default:
      break
    }
    if pageSearch.isTyping, case .key = event { return nil }
    let event = Self.cleaned(event)
    if isCapturing, case .key = event { return top?.input.concealed(event) }
    guard Self.sharedCommand(event) == nil else { return nil }
    let isTimeStep = timeStep(for: event) != nil
    // Nothing reaches the page while a past state is shown or a key steps through time. A line
    // for a secret field is refused then, and kept as its stand-ins all the same: it was typed.
    if shownStep != nil || isTimeStep {
      guard case .line = event else { return nil }
      return isTimeStep ? nil : top?.input.concealed(event)
    }
    return top?.input.concealed(event)
  }
}
