/// A decoded image: 8-bit RGB pixels, rows top to bottom, three bytes a pixel, no padding.
public struct RasterImage: Sendable, Equatable {
  /// One pixel's colour.
  public struct Pixel: Sendable, Equatable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    public var description: String { "(\(red), \(green), \(blue))" }
  }

  public let width: Int
  public let height: Int
  /// `width * height * 3` bytes: red, green, blue for each pixel, row by row.
  public let pixels: [UInt8]

  /// Wraps decoded pixels; nil unless `pixels` holds exactly `width * height` RGB pixels of a
  /// non-empty image.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, area <= Int.max / 3, area * 3 == pixels.count else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel in column `x` and row `y`, both counted from 0 at the top left.
  public subscript(x: Int, y: Int) -> Pixel {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
    let offset = (y * width + x) * 3
    return Pixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
  }
}

extension RasterImage: CustomStringConvertible {
  /// The size only: a trace line must not print every pixel.
  public var description: String { "RasterImage(\(width)×\(height))" }
}
