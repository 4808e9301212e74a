import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import Testing

struct ImageLoaderJourneyTests {
  static let sampleNames = ["sunset.jpg", "shapes.png", "aurora.jpg", "ocean.png"]

  /// The frames of the Image Loader in a plain run's output.
  static func frames(_ output: String) -> [String] {
    output.components(separatedBy: "── ").filter { $0.hasPrefix("Image Loader ─") }
  }

  /// A bundled sample, read from the source tree, for the loopback server to send.
  static func sample(_ name: String) throws -> Data {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try Data(contentsOf: root.appendingPathComponent("Modules/ServicesLive/SampleImages/\(name)"))
  }

  @Test func offlinePlainDrawsABundledImageInASCII() throws {
    let run = try DemoBinary.run(["--plain", "--offline"], input: "image-loader\nl\nq\n")

    #expect(run.status == 0)
    #expect(!run.output.contains("\u{1B}"), "plain mode: no escape codes, so no colour")
    let frames = Self.frames(run.output)
    let last = try #require(frames.last)
    #expect(Self.sampleNames.contains { last.contains(" · id \($0)") })
    #expect(last.contains("offline: showing bundled sample data"))
    #expect(!last.contains("loading…"), "loading ended once the image was drawn")
    let picture = last.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.count == 78 }
    #expect(picture.count >= 20, "a picture 76 columns wide, drawn with the grey ramp")
    #expect(picture.allSatisfy { $0.dropFirst(2).allSatisfy(" .:-=+*#%@".contains) })
    #expect(frames.contains { $0.contains("loading…") && $0.contains("url  https://picsum.photos/") })
  }

  /// Live, against a loopback server: a redirect to the image with its Picsum-ID, then a
  /// truncated image.
  @Test func liveFollowsTheRedirectShowsTheIDThenATruncatedImagesError() async throws {
    let png = try Self.sample("ocean.png")
    let calls = Counter()
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    await server.appendRoute("GET /id/*") { _ in
      var headers = FlyingFox.HTTPHeaders()
      headers[.location] = "/real/\(calls.next()).png"
      return FlyingFox.HTTPResponse(statusCode: .found, headers: headers)
    }
    await server.appendRoute("GET /real/1.png") { _ in
      var headers = FlyingFox.HTTPHeaders()
      headers[HTTPHeader("Picsum-ID")] = "1084"
      return FlyingFox.HTTPResponse(statusCode: .ok, headers: headers, body: png)
    }
    await server.appendRoute("GET /real/*") { _ in
      FlyingFox.HTTPResponse(statusCode: .ok, body: png.prefix(png.count / 2))
    }
    let task = Task { try await server.run() }
    defer { task.cancel() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else { throw SocketError.unsupportedAddress }

    let run = try await DemoBinary.run(
      ["image-loader", "--plain", "--live"], input: "l\nl\nq\n",
      environment: ["REACTOR_DEMO_IMAGES_URLS": "http://127.0.0.1:\(port)/id/1084/240/180"])
    await server.stop(timeout: 0)

    #expect(run.status == 0)
    let frames = Self.frames(run.output)
    #expect(frames.contains { $0.contains("240×180 PNG · 4.9 kB · id 1084") && !$0.contains("loading…") })
    #expect(!run.output.contains("offline:") && !run.output.contains("offline ("), "no offline banner")
    let last = try #require(frames.last)
    #expect(last.contains("! could not show the image:"))
    #expect(last.contains("the PNG image is truncated: its data ends early"))
    #expect(!last.contains("loading…"), "a failed image ends loading too")
  }

  /// On a terminal: half blocks in 24-bit colour when COLORTERM says so.
  @Test(.timeLimit(.minutes(1)))
  func aTerminalDrawsHalfBlocksInTrueColor() async throws {
    let session = try PseudoTerminalSession(
      arguments: ["image-loader", "--offline"], environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
    try await session.waitFor("l loads a random image")
    session.type("l")
    try await session.waitFor("▀")
    try await session.waitUntil("the image's caption") { $0.contains(" · id ") }
    session.type("q")

    #expect(try await session.exit() == 0)
    #expect(session.output.contains("\u{1B}[38;2;"))
    #expect(session.output.contains("\u{1B}[48;2;"))
  }

  /// On a terminal, live from a loopback server: 256 colours when COLORTERM says nothing.
  @Test(.timeLimit(.minutes(1)))
  func aTerminalDrawsALiveImageIn256Colours() async throws {
    let jpeg = try Self.sample("sunset.jpg")
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    await server.appendRoute("GET /photo.jpg") { _ in
      var headers = FlyingFox.HTTPHeaders()
      headers[HTTPHeader("Picsum-ID")] = "237"
      return FlyingFox.HTTPResponse(statusCode: .ok, headers: headers, body: jpeg)
    }
    let task = Task { try await server.run() }
    defer { task.cancel() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else { throw SocketError.unsupportedAddress }

    let session = try PseudoTerminalSession(
      arguments: ["image-loader", "--live"],
      environment: [
        "COLORTERM": "", "NO_COLOR": "", "REACTOR_DEMO_IMAGES_URLS": "http://127.0.0.1:\(port)/photo.jpg",
      ])
    try await session.waitFor("l loads a random image")
    session.type("l")
    try await session.waitFor("640×480 JPEG · 13.3 kB · id 237")
    session.type("q")
    #expect(try await session.exit() == 0)
    await server.stop(timeout: 0)

    #expect(session.output.contains("\u{1B}[38;5;"))
    #expect(!session.output.contains("\u{1B}[38;2;"))
  }
}

/// Counts the server's calls across its connection tasks.
private final class Counter: Sendable {
  private let count = Mutex(0)

  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
