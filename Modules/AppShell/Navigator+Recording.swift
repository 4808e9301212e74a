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
  public func recorded(_ event: InputEvent) -> InputEvent {
    concealed(event) ?? event
  }

  private func concealed(_ event: InputEvent) -> InputEvent? {
    switch event {
    case .key(.pasteStart), .key(.pasteEnd):
      return nil
    case .key where pasteGoesToPage != nil:
      return pasteGoesToPage == true ? top?.input.concealed(event) : nil
    default:
      break
    }
    if pageSearch.isTyping, case .key = event { return nil }
    let event = Self.cleaned(event)
    if isCapturing, case .key = event { return top?.input.concealed(event) }
    // Nothing reaches the page while a past state is shown.
    guard Self.sharedCommand(event) == nil, shownStep == nil else { return nil }
    if isTracing, TimeStep(event, isLive: true) != nil, !isEditorArrow(event) { return nil }
    return top?.input.concealed(event)
  }
}
