import Foundation
import Models
import Testing

/// The fixtures Tools/sample-images draws, and the checks the tests share.
enum Fixture {
  static func data(_ name: String) throws -> Data {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures")
    return try Data(contentsOf: folder.appendingPathComponent(name))
  }

  static func pixel(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RasterImage.Pixel {
    RasterImage.Pixel(red: red, green: green, blue: blue)
  }

  /// Within JPEG's rounding of a flat colour.
  static func expectClose(
    _ actual: RasterImage.Pixel, _ expected: RasterImage.Pixel, tolerance: Int = 4,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue)]
    #expect(
      pairs.allSatisfy { abs(Int($0) - Int($1)) <= tolerance }, "\(actual) is not close to \(expected)",
      sourceLocation: sourceLocation)
  }
}
