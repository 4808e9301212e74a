import Foundation
import ImageDecoding
import Models
import Testing

/// Fixtures drawn by Tools/sample-images/make-sample-images.c, with pixels it states.
struct ImageDecoderTests {
  let decoder = ImageDecoder()

  static func fixture(_ name: String) throws -> Data { try Fixture.data(name) }

  func decode(_ name: String) throws -> ImageDecoder.Decoded {
    try decoder.decode(try Self.fixture(name))
  }

  func pixel(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RasterImage.Pixel {
    Fixture.pixel(red, green, blue)
  }

  func expectClose(
    _ actual: RasterImage.Pixel, _ expected: RasterImage.Pixel, tolerance: Int = 4,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Fixture.expectClose(actual, expected, tolerance: tolerance, sourceLocation: sourceLocation)
  }

  @Test func pngGivesItsExactPixels() throws {
    let decoded = try decode("quad-4x2.png")
    #expect(decoded.format == .png)
    #expect((decoded.image.width, decoded.image.height) == (4, 2))
    let expected = [
      pixel(255, 0, 0), pixel(0, 255, 0), pixel(0, 0, 255), pixel(255, 255, 255),
      pixel(0, 0, 0), pixel(128, 128, 128), pixel(255, 255, 0), pixel(0, 255, 255),
    ]
    let actual = (0..<2).flatMap { y in (0..<4).map { x in decoded.image[x, y] } }
    #expect(actual == expected)
  }

  @Test func pngAlphaIsCompositedOntoBlackAndGreyBecomesRGB() throws {
    let alpha = try decode("alpha-2x1.png").image
    #expect(alpha[0, 0] == pixel(255, 255, 255))
    // Half-transparent red over black: red only, darker (libpng composites in linear light).
    #expect(alpha[1, 0].green == 0 && alpha[1, 0].blue == 0)
    #expect((100...200).contains(alpha[1, 0].red))

    let grey = try decode("grey-4x1.png").image
    #expect(
      (0..<4).map { grey[$0, 0] } == [
        pixel(0, 0, 0), pixel(64, 64, 64), pixel(128, 128, 128), pixel(255, 255, 255),
      ])
  }

  @Test func jpegGivesItsColoursWithinRounding() throws {
    let orange = try decode("orange-16x16.jpg")
    #expect(orange.format == .jpeg)
    #expect((orange.image.width, orange.image.height) == (16, 16))
    for (x, y) in [(0, 0), (15, 15), (7, 9)] {
      expectClose(orange.image[x, y], pixel(200, 100, 50))
    }

    let halves = try decode("red-blue-32x16.jpg").image
    expectClose(halves[4, 8], pixel(220, 20, 20), tolerance: 8)
    expectClose(halves[27, 8], pixel(20, 20, 220), tolerance: 8)

    let grey = try decode("grey-16x8.jpg").image
    expectClose(grey[3, 3], pixel(100, 100, 100), tolerance: 2)
  }

  @Test func anImageAtTheSizeLimitDecodes() throws {
    let image = try decode("wide-8192x1.png").image
    #expect((image.width, image.height) == (8192, 1))
    #expect(image[8191, 0] == pixel(30, 30, 30))
  }

  @Test(arguments: [
    ("wide-9000x1.png", 9000, 1),
    ("tall-8x9000.jpg", 8, 9000),
  ])
  func anImageOverTheSizeLimitIsRefusedFromItsHeader(name: String, width: Int, height: Int) throws {
    let data = try Self.fixture(name)
    #expect(throws: ImageDecodingError.tooLarge(width: width, height: height, maxSide: 8192)) {
      try decoder.decode(data)
    }
  }

  @Test func aSmallerLimitRefusesWhatTheDefaultAccepts() throws {
    let strict = ImageDecoder(limits: .init(maxSide: 8, maxBytes: 1_000))
    #expect(throws: ImageDecodingError.tooLarge(width: 16, height: 16, maxSide: 8)) {
      try strict.decode(try Self.fixture("orange-16x16.jpg"))
    }
  }

  @Test func moreBytesThanTheCapAreRefusedBeforeParsing() throws {
    let capped = ImageDecoder(limits: .init(maxSide: 8192, maxBytes: 100))
    let data = try Self.fixture("orange-16x16.jpg")
    #expect(throws: ImageDecodingError.tooManyBytes(count: data.count, limit: 100)) {
      try capped.decode(data)
    }
  }

  @Test(arguments: ["quad-4x2.png", "orange-16x16.jpg", "red-blue-32x16.jpg"])
  func anImageCutBeforeItHasPixelsSaysItIsTruncated(name: String) throws {
    let data = try Self.fixture(name)
    let format: ImageFormat = name.hasSuffix(".png") ? .png : .jpeg
    // A PNG anywhere (libpng's simplified API keeps no part of an image); a JPEG before its
    // scan starts, since one cut in its scan shows its top part (JPEGKindsTests).
    let end = format == .png ? data.count : try #require(data.firstRange(of: Data([0xFF, 0xDA]))).lowerBound
    for cut in [end / 3, end / 2, end * 2 / 3] {
      #expect(throws: ImageDecodingError.truncated(format), "cut at \(cut) of \(data.count)") {
        try decoder.decode(data.prefix(cut))
      }
    }
  }

  @Test func aPNGWithADamagedChunkIsCorrupt() throws {
    var data = try Self.fixture("quad-4x2.png")
    // The last byte of IDAT's data: the chunk's CRC no longer matches.
    let idat = try #require(data.firstRange(of: Data("IDAT".utf8)))
    let length = data[(idat.lowerBound - 4)..<idat.lowerBound].reduce(0) { $0 << 8 | Int($1) }
    data[idat.upperBound + length - 1] ^= 0xFF
    #expect {
      try decoder.decode(data)
    } throws: { error in
      guard case .corrupt(.png, let detail) = error as? ImageDecodingError else { return false }
      return !detail.isEmpty
    }
  }

  @Test func aJPEGWithGarbageForItsScanIsCorrupt() throws {
    var data = try Self.fixture("red-blue-32x16.jpg")
    // Everything between the start of scan's header and the end marker becomes 0xFF 0x00 pairs
    // and markers that make no sense.
    let scan = try #require(data.firstRange(of: Data([0xFF, 0xDA])))
    for index in (scan.lowerBound + 2)..<(data.count - 2) {
      data[index] = index.isMultiple(of: 2) ? 0xFF : 0x01
    }
    #expect {
      try decoder.decode(data)
    } throws: { error in
      guard case .corrupt(.jpeg, let detail) = error as? ImageDecodingError else { return false }
      return !detail.isEmpty
    }
  }

  @Test(arguments: [
    (Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), "GIF"),
    (Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "WebP"),
    (Data("<!doctype html><html>".utf8), "it looks like text: HTML or JSON"),
    (Data([0x00, 0x01, 0x02, 0x03, 0x04]), "unknown signature 0 1 2 3"),
  ])
  func otherFormatsAreNamed(data: Data, kind: String) {
    #expect(throws: ImageDecodingError.unsupported(kind: kind)) { try decoder.decode(data) }
  }

  @Test func emptyDataAndABareSignature() {
    #expect(throws: ImageDecodingError.empty) { try decoder.decode(Data()) }
    #expect(throws: ImageDecodingError.truncated(.png)) {
      try decoder.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
    #expect(throws: ImageDecodingError.truncated(.jpeg)) { try decoder.decode(Data([0xFF, 0xD8, 0xFF])) }
  }

  @Test func errorsReadAsOneSentence() {
    #expect(
      "\(ImageDecodingError.tooLarge(width: 9000, height: 1, maxSide: 8192))"
        == "the image is 9000×1 pixels; the limit is 8192 pixels a side")
    #expect("\(ImageDecodingError.truncated(.jpeg))" == "the JPEG image is truncated: its data ends early")
    #expect("\(ImageDecodingError.unsupported(kind: "GIF"))" == "not a JPEG or PNG image (GIF)")
  }
}
