import Foundation
import ImageDecoding
import Models
import Testing

/// The JPEG kinds a browser shows, from Tools/sample-images/jpeg-fixtures.c: each picture is
/// four flat quadrants whose colours the generator states.
struct JPEGKindsTests {
  let decoder = ImageDecoder()

  /// The RGB fixtures' quadrants: top left, top right, bottom left, bottom right.
  static let colours = [
    Fixture.pixel(220, 40, 40), Fixture.pixel(40, 170, 60), Fixture.pixel(40, 80, 220),
    Fixture.pixel(230, 200, 60),
  ]
  /// The CMYK fixtures' inks (red, green, blue, and a brown with 25% black ink) as RGB:
  /// each channel is 255 × (1 - ink) × (1 - black).
  static let inks = [
    Fixture.pixel(255, 0, 0), Fixture.pixel(0, 255, 0), Fixture.pixel(0, 0, 255), Fixture.pixel(191, 95, 0),
  ]

  static func distance(_ a: RasterImage.Pixel, _ b: RasterImage.Pixel) -> Int {
    let (red, green, blue) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
    return red * red + green * green + blue * blue
  }

  func decode(_ name: String) throws -> ImageDecoder.Decoded {
    try decoder.decode(try Fixture.data(name))
  }

  /// Each quadrant's middle and its corner farthest from the others.
  func expectQuadrants(
    _ image: RasterImage, _ expected: [RasterImage.Pixel], rows: Range<Int> = 0..<2, tolerance: Int = 4,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (width, height) = (image.width, image.height)
    for row in rows {
      for column in 0..<2 {
        let middle = (column * width / 2 + width / 4, row * height / 2 + height / 4)
        let corner = (column * (width - 1), row * (height - 1))
        for (x, y) in [middle, corner] {
          Fixture.expectClose(
            image[x, y], expected[row * 2 + column], tolerance: tolerance, sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test(arguments: ["cmyk-adobe-16x16.jpg", "ycck-adobe-32x32.jpg", "cmyk-plain-16x16.jpg"])
  func cmykAndYCCKShowTheColoursOfTheirInks(name: String) throws {
    let decoded = try decode(name)
    #expect(decoded.format == .jpeg)
    #expect(decoded.warning == nil)
    expectQuadrants(decoded.image, Self.inks)
  }

  @Test(arguments: [
    "arithmetic-16x16.jpg", "arithmetic-progressive-16x16.jpg", "progressive-16x16.jpg",
    "restarts-16x16.jpg", "exif-icc-16x16.jpg", "subsampling-411-64x16.jpg", "subsampling-440-16x32.jpg",
    "subsampling-410-64x32.jpg", "mjpeg-no-huffman-tables-16x16.jpg",
  ])
  func otherCodingsAndLayoutsDecodeCleanly(name: String) throws {
    let decoded = try decode(name)
    #expect(decoded.warning == nil)
    expectQuadrants(decoded.image, Self.colours)
  }

  @Test(arguments: [
    ("junk-between-markers-16x16.jpg", ImageDecodingWarning.junkBetweenMarkers(count: 7)),
    ("junk-before-eoi-16x16.jpg", .strayBytesBeforeEnd(count: 3)),
    ("app-length-16x16.jpg", .wrongSegmentLength(segment: "APP1", skipped: 9)),
    ("progressive-missing-scan-16x16.jpg", .missingScan),
  ])
  func aWholePictureWithAWarningIsShownWithIt(name: String, warning: ImageDecodingWarning) throws {
    let decoded = try decode(name)
    #expect(decoded.warning == warning)
    expectQuadrants(decoded.image, Self.colours)
  }

  @Test func damagedScanDataIsShownWithAWarning() throws {
    var data = try Fixture.data("orange-16x16.jpg")
    // Three bytes inside the scan's compressed data, after its header: the blocks that follow
    // decode to something, as in a browser, and libjpeg-turbo warns.
    let scan = try #require(data.firstRange(of: Data([0xFF, 0xDA]))).lowerBound
    let start = scan + 2 + (Int(data[scan + 2]) << 8 | Int(data[scan + 3]))
    for index in (start + 3)..<(start + 6) { data[index] ^= 0x5A }
    let decoded = try decoder.decode(data)
    #expect(decoded.warning == .damagedData)
    #expect((decoded.image.width, decoded.image.height) == (16, 16))
  }

  @Test func aFileCutMidScanShowsItsTopPartAndGreyBelow() throws {
    let decoded = try decode("truncated-16x32.jpg")
    #expect(decoded.warning == .endsEarly(progressive: false))
    #expect("\(try #require(decoded.warning))" == "the file ends early: the bottom is missing")
    #expect((decoded.image.width, decoded.image.height) == (16, 32))
    expectQuadrants(decoded.image, Self.colours, rows: 0..<1)
    // libjpeg-turbo leaves the blocks after the cut at zero: mid-grey.
    for x in [0, 8, 15] {
      #expect(decoded.image[x, 31] == Fixture.pixel(128, 128, 128))
    }
  }

  @Test func aProgressiveFileCutBetweenScansShowsTheScansBeforeTheCut() throws {
    let decoded = try decode("progressive-truncated-16x16.jpg")
    #expect(decoded.warning == .endsEarly(progressive: true))
    // Three of ten scans: every quadrant is there, nearer its own colour than any other, but
    // blurred: libjpeg-turbo guesses the missing detail from the neighbouring blocks.
    let image = decoded.image
    for (index, colour) in Self.colours.enumerated() {
      let middle = image[(index % 2) * 8 + 4, (index / 2) * 8 + 4]
      let nearest = Self.colours.indices.min {
        Self.distance(middle, Self.colours[$0]) < Self.distance(middle, Self.colours[$1])
      }
      #expect(nearest == index, "\(middle) should be nearest to \(colour)")
    }
  }

  @Test(arguments: [
    ("precision-12-16x16.jpg", "12-bit JPEG"),
    ("lossless-16x16.jpg", "lossless JPEG"),
  ])
  func whatThisLibjpegTurboCannotDecodeIsNamed(name: String, feature: String) throws {
    #expect(throws: ImageDecodingError.unsupportedJPEG(feature: feature)) { try decode(name) }
    #expect(
      "\(ImageDecodingError.unsupportedJPEG(feature: feature))"
        == "\(feature) is not supported by this libjpeg-turbo")
  }

  /// The good baseline fixture with its frame header (SOF0) edited.
  func editedFrameHeader(_ edit: (inout Data, Int) -> Void) throws -> Data {
    var data = try Fixture.data("orange-16x16.jpg")
    let frame = try #require(data.firstRange(of: Data([0xFF, 0xC0]))).lowerBound
    edit(&data, frame)
    return data
  }

  @Test func errorsThatLeaveNoPixelsAreStillRefused() throws {
    // SOF0: marker, length, precision, height, width, component count, then per component
    // its id, sampling factors and table.
    let noFrame = try editedFrameHeader { data, frame in data = data.prefix(frame) + Data([0xFF, 0xD9]) }
    #expect(throws: ImageDecodingError.corrupt(.jpeg, detail: "the header declares 0×0 pixels")) {
      try decoder.decode(noFrame)
    }
    let noRows = try editedFrameHeader { data, frame in
      data[frame + 5] = 0; data[frame + 6] = 0
    }
    #expect(throws: ImageDecodingError.corrupt(.jpeg, detail: "Empty JPEG image (DNL not supported)")) {
      try decoder.decode(noRows)
    }
    let huge = try editedFrameHeader { data, frame in
      data[frame + 7] = 0xEA; data[frame + 8] = 0x60
    }
    #expect(throws: ImageDecodingError.tooLarge(width: 60_000, height: 16, maxSide: 8192)) {
      try decoder.decode(huge)
    }
    let badSampling = try editedFrameHeader { data, frame in data[frame + 11] = 0x05 }
    #expect(throws: ImageDecodingError.corrupt(.jpeg, detail: "Bogus sampling factors")) {
      try decoder.decode(badSampling)
    }
  }

  @Test func warningsReadAsOneLine() {
    let lines: [(ImageDecodingWarning, String)] = [
      (.endsEarly(progressive: true), "the file ends early: the picture lacks its last details"),
      (.strayBytesBeforeEnd(count: 1), "1 byte before the end of the file was skipped"),
      (.junkBetweenMarkers(count: 7), "7 bytes of junk between segments were skipped"),
      (
        .wrongSegmentLength(segment: "APP1", skipped: 9),
        "an APP1 segment's length is wrong: the 9 bytes after it were skipped"
      ),
      (.damagedData, "the image data is damaged: parts of the picture may be wrong"),
      (.missingScan, "a progressive scan is missing: the picture may be blurred or off-colour"),
    ]
    for (warning, line) in lines {
      #expect("\(warning)" == line)
    }
  }
}
