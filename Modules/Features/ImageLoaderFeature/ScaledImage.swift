import Models

/// An image resampled to the picture's size: each target pixel is the average of the source
/// pixels it covers (a box filter), so a downscaled image keeps its colours instead of
/// flickering between neighbours; an upscaled one repeats pixels.
struct ScaledImage {
  let width: Int
  let height: Int
  private let pixels: [UInt8]

  init(_ image: RasterImage, width: Int, height: Int) {
    self.width = width
    self.height = height
    // The source columns each target column covers: [starts[x], ends[x]), never empty.
    let starts = (0..<width).map { $0 * image.width / width }
    let ends = (0..<width).map { max(($0 + 1) * image.width / width, $0 * image.width / width + 1) }
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    var sums = [Int](repeating: 0, count: width * 3)
    image.pixels.withUnsafeBufferPointer { source in
      for y in 0..<height {
        let top = y * image.height / height
        let bottom = max((y + 1) * image.height / height, top + 1)
        for index in sums.indices { sums[index] = 0 }
        for sourceY in top..<bottom {
          let row = sourceY * image.width * 3
          for x in 0..<width {
            var (red, green, blue) = (0, 0, 0)
            var offset = row + starts[x] * 3
            for _ in starts[x]..<ends[x] {
              red += Int(source[offset])
              green += Int(source[offset + 1])
              blue += Int(source[offset + 2])
              offset += 3
            }
            sums[x * 3] += red
            sums[x * 3 + 1] += green
            sums[x * 3 + 2] += blue
          }
        }
        let rows = bottom - top
        for x in 0..<width {
          let area = rows * (ends[x] - starts[x])
          let target = (y * width + x) * 3
          for channel in 0..<3 {
            pixels[target + channel] = UInt8((sums[x * 3 + channel] + area / 2) / area)
          }
        }
      }
    }
    self.pixels = pixels
  }

  func pixel(_ x: Int, _ y: Int) -> RasterImage.Pixel {
    let offset = (y * width + x) * 3
    return RasterImage.Pixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
  }

  /// Perceived lightness, 0…255 (Rec. 601 weights).
  func luma(_ x: Int, _ y: Int) -> Int {
    let offset = (y * width + x) * 3
    return (299 * Int(pixels[offset]) + 587 * Int(pixels[offset + 1]) + 114 * Int(pixels[offset + 2])) / 1000
  }
}
