/// A colour a terminal cell can have, as the app's escape sequences set it.
public enum TerminalColor: Hashable, Sendable {
  /// A 24-bit colour (`38;2;r;g;b`).
  case rgb(UInt8, UInt8, UInt8)
  /// An entry of xterm's 256-colour palette (`38;5;n`, or `30`–`37` / `90`–`97`).
  case indexed(UInt8)

  /// The colour as `#rrggbb`.
  public var hex: String {
    let (red, green, blue) = components
    return "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// Red, green and blue, with palette entries resolved the way xterm defines them.
  public var components: (UInt8, UInt8, UInt8) {
    switch self {
    case .rgb(let red, let green, let blue):
      return (red, green, blue)
    case .indexed(let index) where index < 16:
      return Self.systemColors[Int(index)]
    case .indexed(let index) where index < 232:
      // The 6×6×6 cube: levels 0, 95, 135, 175, 215, 255.
      let cube = Int(index) - 16
      let level = { (step: Int) -> UInt8 in step == 0 ? 0 : UInt8(55 + step * 40) }
      return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    case .indexed(let index):
      let gray = UInt8(8 + (Int(index) - 232) * 10)
      return (gray, gray, gray)
    }
  }

  /// The sixteen system colours, as xterm draws them by default.
  private static let systemColors: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
}
