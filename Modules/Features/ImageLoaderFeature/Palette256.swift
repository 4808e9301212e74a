import Models

/// The nearest colour of xterm's 256-colour palette: the 6×6×6 cube (16–231) or the grey ramp
/// (232–255), whichever is closer.
enum Palette256 {
  /// The cube's six levels per channel.
  static let levels: [Int] = [0, 95, 135, 175, 215, 255]

  static func index(of pixel: RasterImage.Pixel) -> Int {
    let (red, green, blue) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    let cube = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cubeDistance = distance(
      (red, green, blue), (levels[cube.0], levels[cube.1], levels[cube.2]))
    // Greys 8, 18, … 238 at 232 + step.
    let average = (red + green + blue) / 3
    let step = min(max((average - 3) / 10, 0), 23)
    let grey = 8 + 10 * step
    let greyDistance = distance((red, green, blue), (grey, grey, grey))
    return greyDistance < cubeDistance ? 232 + step : 16 + 36 * cube.0 + 6 * cube.1 + cube.2
  }

  private static func nearestLevel(_ value: Int) -> Int {
    // The midpoints between levels: 47, 115, 155, 195, 235.
    switch value {
    case ..<48: 0
    case ..<115: 1
    case ..<155: 2
    case ..<195: 3
    case ..<235: 4
    default: 5
    }
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
