import Models
import Testing

struct RasterImageTests {
  @Test func pixelsAreReadRowByRow() throws {
    let image = try #require(
      RasterImage(width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
    #expect(image[1, 0] == RasterImage.Pixel(red: 4, green: 5, blue: 6))
    #expect(image[0, 1] == RasterImage.Pixel(red: 7, green: 8, blue: 9))
    #expect("\(image)" == "RasterImage(2×2)")
  }

  @Test func theByteCountMustMatchTheSize() {
    #expect(RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 11)) == nil)
    #expect(RasterImage(width: 0, height: 2, pixels: []) == nil)
    #expect(RasterImage(width: Int.max, height: 2, pixels: []) == nil, "no overflow trap")
  }
}
