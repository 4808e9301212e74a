import FlyingFox
import Foundation
import HTTPTesting
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
    #expect(Self.sampleNames.contains { last.contains("the bundled sample \($0) stands in") })
    #expect(!last.contains(" · id "), "a sample's file name is no picsum.photos id")
    #expect(!run.output.contains("bytes") && !run.output.contains("100%"), "offline, nothing is downloaded")
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
    let redirects = RequestLog()
    let run = try await LoopbackServer.with([
      ("GET /id/*", { .make(.found, [("Location", "/real/\(redirects.append($0)).png")]) }),
      ("GET /real/1.png", { _ in .make(.ok, [("Picsum-ID", "1084")], body: png) }),
      ("GET /real/*", { _ in .make(.ok, body: png.prefix(png.count / 2)) }),
    ]) { server in
      try await DemoBinary.run(
        ["image-loader", "--plain", "--live"], input: "l\nl\nq\n",
        environment: ["REACTOR_DEMO_IMAGES_URLS": server.url("/id/1084/240/180")])
    }

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
  @Test(.timeLimit(.minutes(5)))
  func aTerminalDrawsHalfBlocksInTrueColor() async throws {
    let session = try PseudoTerminalSession(
      arguments: ["image-loader", "--offline"], environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
    try await session.waitFor("l loads a random image")
    session.type("l")
    try await session.waitFor("▀")
    try await session.waitUntil("the image's caption") { $0.contains(" JPEG · ") || $0.contains(" PNG · ") }
    session.type("q")

    #expect(try await session.exit() == 0)
    #expect(session.output.contains("\u{1B}[38;2;"))
    #expect(session.output.contains("\u{1B}[48;2;"))
  }

  /// On a terminal, live from a loopback server: 256 colours when COLORTERM says nothing.
  @Test(.timeLimit(.minutes(5)))
  func aTerminalDrawsALiveImageIn256Colours() async throws {
    let jpeg = try Self.sample("sunset.jpg")
    let session = try await LoopbackServer.with([
      ("GET /photo.jpg", { _ in .make(.ok, [("Picsum-ID", "237")], body: jpeg) })
    ]) { server in
      let session = try PseudoTerminalSession(
        arguments: ["image-loader", "--live"],
        environment: ["COLORTERM": "", "NO_COLOR": "", "REACTOR_DEMO_IMAGES_URLS": server.url("/photo.jpg")])
      try await session.waitFor("l loads a random image")
      session.type("l")
      try await session.waitFor("640×480 JPEG · 13.3 kB · id 237")
      session.type("q")
      #expect(try await session.exit() == 0)
      return session
    }

    #expect(session.output.contains("\u{1B}[38;5;"))
    #expect(!session.output.contains("\u{1B}[38;2;"))
  }
}
