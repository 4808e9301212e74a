/// A number kept outside the reactor, as a hardware knob or another screen keeps one: it calls
/// `onChange` on the main actor each time it changes.
@MainActor
final class ExternalValue {
  var onChange: (@MainActor (Int) -> Void)?

  var value = 0 {
    didSet { onChange?(value) }
  }
}
