import FlyingFox
import Foundation
import HTTPTesting
import ImageDecoding
import Models
import Networking
import Services
import ServicesLive
import Synchronization
import Testing

struct LiveImageServiceTests {
  /// A URL the bundled samples map to `name`.
  static func url(for name: String) throws -> String {
    try #require(
      (0..<1_000).lazy.map { "http://images.test/\($0)" }.first { BundledImages.name(for: $0) == name })
  }

  func service(_ client: any Networking.HTTPClient, mode: DataSourcePolicy.Mode, maxBytes: Int = 10_485_760)
    -> LiveImageService
  {
    LiveImageService(
      client: client, policy: .fixed(mode),
      decoder: ImageDecoder(limits: .init(maxSide: 8192, maxBytes: maxBytes)))
  }

  func expectClose(_ actual: RasterImage.Pixel, _ expected: RasterImage.Pixel, tolerance: Int) {
    let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue)]
    #expect(pairs.allSatisfy { abs(Int($0) - Int($1)) <= tolerance }, "\(actual) is not close to \(expected)")
  }

  @Test func offlineGivesTheBundledPNGWithItsExactPixelsAndNeverTouchesTheNetwork() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.timeout) }
    let progress = Mutex<[ImageProgress]>([])
    let url = try Self.url(for: "shapes.png")

    let loaded = try await service(client, mode: .offline).image(at: url) { update in
      progress.withLock { $0.append(update) }
    }

    #expect((loaded.image.width, loaded.image.height, loaded.format) == (256, 192, .png))
    #expect(loaded.id == "shapes.png")
    #expect(loaded.origin == .offline(reason: nil))
    #expect(loaded.url == url)
    // The generator's shapes: checkerboard corner, red disc, green square, blue diamond.
    #expect(loaded.image[0, 0] == RasterImage.Pixel(red: 200, green: 200, blue: 200))
    #expect(loaded.image[16, 0] == RasterImage.Pixel(red: 235, green: 235, blue: 235))
    #expect(loaded.image[64, 96] == RasterImage.Pixel(red: 220, green: 40, blue: 40))
    #expect(loaded.image[131, 96] == RasterImage.Pixel(red: 40, green: 170, blue: 60))
    #expect(loaded.image[205, 96] == RasterImage.Pixel(red: 40, green: 80, blue: 220))
    #expect(progress.withLock { $0 }.isEmpty, "a bundled sample is read, not downloaded: no download bar")
    #expect(client.requests.isEmpty)
  }

  @Test func offlineGivesTheBundledJPEGWithItsSun() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.timeout) }
    let loaded = try await service(client, mode: .offline).image(at: try Self.url(for: "sunset.jpg")) { _ in }
    #expect((loaded.image.width, loaded.image.height, loaded.format) == (640, 480, .jpeg))
    expectClose(loaded.image[397, 264], RasterImage.Pixel(red: 255, green: 220, blue: 120), tolerance: 6)
  }

  @Test func everySampleDecodesAndURLsSpreadOverThem() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.timeout) }
    let service = service(client, mode: .offline)
    var seen: Set<String> = []
    for index in 0..<40 {
      let loaded = try await service.image(at: "https://picsum.photos/id/\(index)/640/480") { _ in }
      seen.insert(try #require(loaded.id))
    }
    #expect(seen == Set(BundledImages.names))
    #expect(
      BundledImages.name(for: "https://picsum.photos/640/480")
        == BundledImages.name(for: "https://picsum.photos/640/480"))
  }

  @Test func autoFallsBackToTheSamplesWhenTheServerCannotBeReached() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.dns(host: "picsum.photos")) }
    let loaded = try await service(client, mode: .auto).image(at: "https://picsum.photos/640/480") { _ in }
    #expect(
      loaded.origin.banner
        == "offline, showing bundled sample data: "
        + "picsum.photos is unreachable (could not resolve host picsum.photos); trying it again after 13:53:50"
    )
    #expect(client.requests.count == 1)
  }

  @Test func liveFollowsTheRedirectKeepsThePicsumIDAndReportsProgress() async throws {
    let (_, png) = try BundledImages().data(for: try Self.url(for: "ocean.png"))
    try await LoopbackServer.with([
      ("GET /id/*", { _ in .make(.found, [("Location", "/real/42.png")]) }),
      ("GET /real/*", { _ in .make(.ok, [("Picsum-ID", "42"), ("Content-Type", "image/png")], body: png) }),
    ]) { server in
      let progress = Mutex<[ImageProgress]>([])
      let loaded = try await service(CurlHTTPClient(), mode: .live).image(at: server.url("/id/42/240/180")) {
        update in
        progress.withLock { $0.append(update) }
      }
      #expect(loaded.url == server.url("/real/42.png"))
      #expect(loaded.id == "42")
      #expect((loaded.image.width, loaded.image.height, loaded.format) == (240, 180, .png))
      #expect(loaded.byteCount == png.count)
      #expect(loaded.origin == .live)
      #expect(
        progress.withLock { $0.last } == ImageProgress(received: Int64(png.count), expected: Int64(png.count))
      )
    }
  }

  @Test func aJPEGCutShortArrivesAsItsTopPartWithAWarning() async throws {
    let (_, jpeg) = try BundledImages().data(for: try Self.url(for: "sunset.jpg"))
    let whole = try ImageDecoder().decode(jpeg).image
    try await LoopbackServer.with([
      (
        "GET /cut.jpg",
        { _ in .make(.ok, [("Content-Type", "image/jpeg")], body: jpeg.prefix(jpeg.count / 2)) }
      )
    ]) { server in
      let loaded = try await service(CurlHTTPClient(), mode: .live).image(at: server.url("/cut.jpg")) { _ in }
      #expect(loaded.warning == "the file ends early: the bottom is missing")
      #expect((loaded.image.width, loaded.image.height) == (whole.width, whole.height))
      #expect(
        (0..<640).allSatisfy { loaded.image[$0, 0] == whole[$0, 0] }, "the top row as in the whole file")
      #expect(loaded.image[320, 479] == RasterImage.Pixel(red: 128, green: 128, blue: 128))
    }
  }

  @Test func liveErrorsAreClear() async throws {
    try await LoopbackServer.with([
      ("GET /missing", { _ in .make(.notFound, body: "no such image") }),
      ("GET /html", { _ in .make(.ok, [("Content-Type", "text/html")], body: "<html>hi</html>") }),
      ("GET /big", { _ in .make(.ok, body: Data(repeating: 0xFF, count: 50_000)) }),
    ]) { server in
      let live = service(CurlHTTPClient(), mode: .live, maxBytes: 10_000)
      await #expect(throws: ImageServiceError.status(404)) {
        try await live.image(at: server.url("/missing")) { _ in }
      }
      await #expect(throws: ImageDecodingError.unsupported(kind: "it looks like text: HTML or JSON")) {
        try await live.image(at: server.url("/html")) { _ in }
      }
      await #expect(throws: HTTPError.tooLarge(limit: 10_000)) {
        try await live.image(at: server.url("/big")) { _ in }
      }
    }
  }
}
