import Models
import TextUI

/// Draws an image as text: Unicode upper-half blocks in 24-bit or 256 colours (two pixels a
/// cell, the top one as foreground, the bottom one as background), or a grey ASCII ramp
/// without colour. A terminal cell is about twice as tall as wide, so one cell stands for one
/// pixel across and two down, and the picture keeps the image's aspect ratio.
public enum ImageRenderer {
  /// The ASCII ramp, dark to light, for light text on a dark terminal.
  static let ramp: [UInt8] = Array(" .:-=+*#%@".utf8)

  /// The picture's lines, at most `columns` cells wide and `rows` lines tall (nil: no limit).
  /// Coloured lines end by resetting the colours.
  public static func render(_ image: RasterImage, columns: Int, rows: Int?, depth: ColorDepth) -> [String] {
    let (width, height) = size(of: image, columns: columns, rows: rows)
    let scaled = ScaledImage(image, width: width, height: height)
    var lines: [String] = []
    lines.reserveCapacity((height + 1) / 2)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * (depth == .none ? 1 : 40))
    for row in stride(from: 0, to: height, by: 2) {
      bytes.removeAll(keepingCapacity: true)
      switch depth {
      case .none: appendASCII(scaled, row: row, to: &bytes)
      case .palette256, .trueColor: appendBlocks(scaled, row: row, depth: depth, to: &bytes)
      }
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
    return lines
  }

  /// The picture's size in pixels (one pixel a column, two a line): the image scaled to
  /// `columns`, or smaller to fit `rows`, the aspect ratio kept.
  static func size(of image: RasterImage, columns: Int, rows: Int?) -> (width: Int, height: Int) {
    let columns = max(columns, 1)
    var width = columns
    var height = max(1, (image.height * width + image.width / 2) / image.width)
    if let rows, (height + 1) / 2 > max(rows, 1) {
      height = max(rows, 1) * 2
      width = min(columns, max(1, (image.width * height + image.height / 2) / image.height))
    }
    return (width, height)
  }

  private static func appendASCII(_ scaled: ScaledImage, row: Int, to bytes: inout [UInt8]) {
    let lower = min(row + 1, scaled.height - 1)
    for x in 0..<scaled.width {
      let light = (scaled.luma(x, row) + scaled.luma(x, lower)) / 2
      bytes.append(ramp[light * ramp.count / 256])
    }
  }

  private static func appendBlocks(
    _ scaled: ScaledImage, row: Int, depth: ColorDepth, to bytes: inout [UInt8]
  ) {
    let hasLower = row + 1 < scaled.height
    var foreground: RasterImage.Pixel?
    var background: RasterImage.Pixel?
    if !hasLower { bytes += Array("\u{1B}[49m".utf8) }
    for x in 0..<scaled.width {
      let top = scaled.pixel(x, row)
      if top != foreground {
        appendColor(top, layer: 38, depth: depth, to: &bytes)
        foreground = top
      }
      if hasLower {
        let bottom = scaled.pixel(x, row + 1)
        if bottom != background {
          appendColor(bottom, layer: 48, depth: depth, to: &bytes)
          background = bottom
        }
      }
      bytes += upperHalfBlock
    }
    bytes += Array("\u{1B}[0m".utf8)
  }

  private static let upperHalfBlock: [UInt8] = Array("▀".utf8)

  /// `ESC [ 38;2;r;g;b m` (foreground) or `48;…` (background); `38;5;n` in 256 colours.
  private static func appendColor(
    _ pixel: RasterImage.Pixel, layer: Int, depth: ColorDepth, to bytes: inout [UInt8]
  ) {
    bytes += [0x1B, 0x5B]
    bytes += decimal[layer]
    if depth == .trueColor {
      bytes += [0x3B, 0x32, 0x3B]
      bytes += decimal[Int(pixel.red)]
      bytes.append(0x3B)
      bytes += decimal[Int(pixel.green)]
      bytes.append(0x3B)
      bytes += decimal[Int(pixel.blue)]
    } else {
      bytes += [0x3B, 0x35, 0x3B]
      bytes += decimal[Palette256.index(of: pixel)]
    }
    bytes.append(0x6D)
  }

  /// "0" … "255" as UTF-8, so a colour costs no number formatting.
  private static let decimal: [[UInt8]] = (0...255).map { Array(String($0).utf8) }
}
