/// An output writing ASCII look-alikes for the app's glyphs (``TerminalCharset/shown(_:)``).
final class ASCIIOutput: TextOutput {
  private let base: any TextOutput
  private let charset: TerminalCharset

  init(base: any TextOutput, charset: TerminalCharset) {
    self.base = base
    self.charset = charset
  }

  func write(_ text: String) {
    base.write(charset.shown(text))
  }
}
