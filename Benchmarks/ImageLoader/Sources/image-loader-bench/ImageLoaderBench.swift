import Foundation
import ImageDecoding
import ImageLoaderFeature
import Models
import TextUI

/// Times what showing a downloaded image costs besides the network: decoding a 1024×768 JPEG
/// (libjpeg-turbo) and drawing it into an 80-column frame, in each colour depth. Each step runs
/// `rounds` times after a warm-up; the median and the fastest are reported.
@main
struct ImageLoaderBench {
  static let rounds = 51
  static let columns = 80

  static func main() throws {
    let path = CommandLine.arguments.dropFirst().first ?? "photo-1024x768.jpg"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let decoder = ImageDecoder()
    var decoded = try decoder.decode(data)
    print(
      "image-loader-bench: \(decoded.image.width)×\(decoded.image.height) \(decoded.format.rawValue), \(data.count) bytes, \(columns) columns"
    )
    print("median (fastest) of \(rounds) rounds after a warm-up")

    let decode = try measure { decoded = try decoder.decode(data) }
    report("decode (libjpeg-turbo)", decode, floor: nil)
    for (name, depth) in [
      ("24-bit", ColorDepth.trueColor), ("256 colours", .palette256), ("ASCII", ColorDepth.none),
    ] {
      var lines: [String] = []
      let draw = measure { lines = frame(decoded.image, depth: depth) }
      let both = try measure { lines = frame(try decoder.decode(data).image, depth: depth) }
      report("draw, \(name)", draw, floor: nil)
      report("decode + draw, \(name)", both, floor: 20)
      precondition(lines.count > 30, "the frame holds the picture")
    }
  }

  /// The picture in an 80-column frame, as the view renders it, then laid out as the screen
  /// would: the same work as one redraw after the image arrives.
  static func frame(_ image: RasterImage, depth: ColorDepth) -> [String] {
    let picture = ImageRenderer.render(image, columns: columns - 4, rows: nil, depth: depth).map { "  " + $0 }
    let keys: [KeyBinding] = [.both("l", "loads a random image")]
    return Frame(title: "Image Loader", lines: [""] + picture, keys: keys).render(
      width: columns, mode: .plain)
  }

  /// Milliseconds per run, one per round, after one warm-up run.
  static func measure(_ body: () throws -> Void) rethrows -> [Double] {
    try body()
    return try (0..<rounds).map { _ in
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    }
  }

  static func report(_ name: String, _ runs: [Double], floor: Double?) {
    let sorted = runs.sorted()
    let median = sorted[sorted.count / 2]
    let limit = floor.map { "  (floor \(Int($0)) ms: \(median <= $0 ? "met" : "MISSED"))" } ?? ""
    let figures = String(format: "%8.2f ms (%.2f)", median, sorted[0])
    print(name.padding(toLength: 32, withPad: " ", startingAt: 0) + figures + limit)
  }
}
