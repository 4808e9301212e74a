import ImageLoaderFeature
import Models
import SnapshotTesting
import Testing
import TextUI

struct ImageRendererTests {
  /// A horizontal ramp from black to white with a white disc in the middle, `width`×`height`.
  func disc(width: Int, height: Int) -> RasterImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (dx, dy) = (Double(x) - Double(width) / 2, Double(y) - Double(height) / 2)
        let inside = dx * dx + dy * dy < Double(height * height) / 9
        let value = inside ? 255 : UInt8(x * 200 / width)
        pixels += [value, value, value]
      }
    }
    return RasterImage(width: width, height: height, pixels: pixels)!
  }

  func solid(_ pixels: [[UInt8]], width: Int) -> RasterImage {
    RasterImage(width: width, height: pixels.count / width, pixels: pixels.flatMap { $0 })!
  }

  @Test func asciiKeepsTheAspectRatioAtTheGivenWidth() {
    let lines = ImageRenderer.render(disc(width: 160, height: 120), columns: 40, rows: nil, depth: .none)
    // 160×120 at 40 columns is 40×30 pixels: 15 lines of two pixels each.
    #expect(lines.count == 15)
    #expect(lines.allSatisfy { $0.count == 40 })
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
  }

  @Test func aRowLimitShrinksThePictureKeepingItsShape() {
    let lines = ImageRenderer.render(disc(width: 160, height: 120), columns: 40, rows: 6, depth: .none)
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0.count == 16 }, "12 pixels tall is 16 wide at 4:3")
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
  }

  @Test func theGreyRampGoesFromSpaceToAt() {
    let image = solid([[0, 0, 0], [255, 255, 255], [0, 0, 0], [255, 255, 255]], width: 2)
    #expect(ImageRenderer.render(image, columns: 2, rows: nil, depth: .none) == [" @"])
  }

  @Test func trueColorPutsTheTopPixelInFrontAndTheBottomOneBehind() {
    // Column 0: red over blue; column 1: the same again (no new codes); then a reset.
    let image = solid([[255, 0, 0], [255, 0, 0], [0, 0, 255], [0, 0, 255]], width: 2)
    let lines = ImageRenderer.render(image, columns: 2, rows: nil, depth: .trueColor)
    #expect(lines == ["\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀▀\u{1B}[0m"])
  }

  @Test func anOddLastRowHasNoBackground() {
    let image = solid([[10, 20, 30]], width: 1)
    let lines = ImageRenderer.render(image, columns: 1, rows: nil, depth: .trueColor)
    #expect(lines == ["\u{1B}[49m\u{1B}[38;2;10;20;30m▀\u{1B}[0m"])
  }

  @Test(arguments: [
    ([255, 0, 0], 196), ([0, 255, 0], 46), ([0, 0, 255], 21), ([255, 255, 255], 231),
    ([0, 0, 0], 16), ([128, 128, 128], 244), ([95, 135, 175], 67),
  ])
  func palette256PicksTheNearestCubeColourOrGrey(color: [UInt8], index: Int) {
    let image = solid([color, color], width: 1)
    let line = ImageRenderer.render(image, columns: 1, rows: nil, depth: .palette256)[0]
    #expect(line == "\u{1B}[38;5;\(index)m\u{1B}[48;5;\(index)m▀\u{1B}[0m")
  }

  @Test func downscalingAveragesThePixelsACellCovers() {
    // Four pixels across, two columns: each column is the average of two.
    let image = solid(
      [
        [0, 0, 0], [100, 100, 100], [200, 0, 0], [0, 0, 200], [0, 0, 0], [100, 100, 100], [200, 0, 0],
        [0, 0, 200],
      ], width: 4)
    let line = ImageRenderer.render(image, columns: 2, rows: nil, depth: .trueColor)[0]
    #expect(line.contains("\u{1B}[38;2;50;50;50m"))
    #expect(line.contains("\u{1B}[38;2;100;0;100m"))
  }
}
