import ReactorCore

/// The editor's view, without UIKit: what it shows is in properties a test reads.
final class EditorView: View {
  let bag = Bag()
  private(set) var text = ""
  private(set) var isSaveEnabled = false
  private(set) var alerts: [String] = []
  private var send: (EditorReactor.Action) -> Void = { _ in }

  func type(_ text: String) { send(.updateText(text)) }
  func tapCancel() { send(.cancel) }
  func tapSave() { send(.save) }

  func bind(reactor: EditorReactor) {
    send = { [weak reactor] action in reactor?.send(action) }
    // ReactorKit: `reactor.state.map(\.text).distinctUntilChanged().bind(to: textView.rx.text)`.
    reactor.observe(\.text) { [weak self] text in
      self?.text = text
    }.store(in: bag)
    reactor.observe(\.hasUnsavedChanges) { [weak self] hasChanges in
      self?.isSaveEnabled = hasChanges
    }.store(in: bag)
    // ReactorKit: `reactor.pulse(\.$alertMessage).compactMap { $0 }.subscribe(onNext: …)`.
    reactor.pulse(\.$alertMessage) { [weak self] message in
      if let message { self?.alerts.append(message) }
    }.store(in: bag)
  }
}
