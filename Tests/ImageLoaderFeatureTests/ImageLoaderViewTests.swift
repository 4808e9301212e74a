import ImageLoaderFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@MainActor
struct ImageLoaderViewTests {
  let first = "http://images.test/first.jpg"
  let second = "http://images.test/second.png"

  /// A 16×8 image whose id says which URL it belongs to.
  func loaded(_ url: String, id: String) -> LoadedImage {
    var pixels: [UInt8] = []
    for y in 0..<8 {
      for x in 0..<16 { pixels += [UInt8(x * 16), UInt8(y * 32), 128] }
    }
    return LoadedImage(
      image: RasterImage(width: 16, height: 8, pixels: pixels)!, format: .jpeg, byteCount: 2_000, url: url,
      id: id,
      origin: .live)
  }

  /// A view bound to a reactor under test over `service`; `picks` are the random indexes, in
  /// order.
  func makeView(
    _ service: InMemoryImageService, picks: [Int], display: ImageDisplay = .plain(columns: 40)
  ) -> (ImageLoaderView, ReactorTester<ImageLoaderReactor>, RecordingScreen) {
    let screen = RecordingScreen()
    var picks = picks
    let view = ImageLoaderView(screen: screen, images: service, display: display) { count in
      let pick = picks.removeFirst()
      precondition(pick < count)
      return pick
    }
    let tester = ReactorTester(ImageLoaderReactor(urls: [first, second]))
    view.reactor = tester.reactor
    return (view, tester, screen)
  }

  func text(_ frame: Frame) -> String {
    frame.render(width: 40, mode: .plain).joined(separator: "\n")
  }

  /// Presses `l`, which picks `url`: loading starts at once.
  func pressLoad(_ view: ImageLoaderView, _ tester: ReactorTester<ImageLoaderReactor>, picking url: String) {
    #expect(view.input.deliver(.line("l")) == .handled)
    tester.expect({ $0.isLoading = true }, { $0.image = url })
  }

  /// The image-loading article's rule: the URL changes mid-download, the first download still
  /// finishes, and its image never shows; loading ends only once the second image is there.
  @Test func aStaleDownloadNeverShowsAndLoadingEndsOnlyAfterTheNewImage() async throws {
    let service = InMemoryImageService(
      images: [first: loaded(first, id: "FIRST"), second: loaded(second, id: "SECOND")], holdsDownloads: true)
    let (view, tester, screen) = makeView(service, picks: [0, 1])

    pressLoad(view, tester, picking: first)
    pressLoad(view, tester, picking: second)
    service.release(first)
    service.release(second)
    // One end of loading, the second image's: the first image's arrival ends nothing.
    await tester.receive { $0.isLoading = false }
    await tester.finish()

    #expect(Set(service.finished) == [first, second], "the stale download did finish")
    let last = try #require(screen.frames.last)
    #expect(text(last).contains("16×8 JPEG · 2.0 kB · id SECOND"))
    #expect(!screen.frames.contains { text($0).contains("FIRST") })
  }

  @Test func aProgressBarWhileDownloadingThenTheImageWithLoadingEndedInOneFrame() async throws {
    let service = InMemoryImageService(images: [first: loaded(first, id: "7")], holdsDownloads: true)
    let (view, tester, screen) = makeView(service, picks: [0])

    pressLoad(view, tester, picking: first)
    service.release(first)
    await tester.receive { $0.isLoading = false }

    #expect(screen.frames.contains { text($0).contains("1.0 kB / 2.0 kB") && text($0).contains("loading…") })
    let shown = screen.frames.filter { text($0).contains("id 7") }
    #expect(shown.count == 1, "the image and the end of loading arrive together")
    #expect(shown.first.map { !text($0).contains("loading") } == true)
  }

  @Test func aFailedDownloadShowsItsErrorAndEndsLoading() async throws {
    let service = InMemoryImageService()
    service.fail(second, with: ImageServiceError.status(404))
    let (view, tester, screen) = makeView(service, picks: [1])

    pressLoad(view, tester, picking: second)
    await tester.receive { $0.isLoading = false }

    let last = try #require(screen.frames.last.map(text))
    #expect(last.contains("  ! could not show the image:"))
    #expect(last.contains("    the server answered with HTTP\n    status 404"))
  }

  @Test func unbindingCancelsTheDownloadAndItsResultIsDropped() async {
    let service = InMemoryImageService(images: [first: loaded(first, id: "LATE")], holdsDownloads: true)
    let (view, tester, screen) = makeView(service, picks: [0])
    pressLoad(view, tester, picking: first)

    view.reactor = nil
    service.release(first)
    await tester.finish()

    #expect(!screen.frames.contains { text($0).contains("LATE") })
    #expect(tester.state.isLoading, "no finishImageLoad from an unbound view")
  }

  @Test func otherKeysAreUnknownAndTheLoadKeyWorksOnATerminal() {
    let (view, tester, _) = makeView(InMemoryImageService(), picks: [1])
    #expect(view.input.deliver(.line("x")) == .unknown)
    #expect(view.input.deliver(.key(.character("l"))) == .handled)
    tester.expect({ $0.isLoading = true }, { $0.image = second })
  }

  // MARK: - Frames

  @Test func frameBeforeAnyLoad() {
    let (view, tester, _) = makeView(InMemoryImageService(), picks: [])
    assertSnapshot(of: text(view.render(state: tester.state)), as: .lines)
  }

  @Test func frameWhileDownloading() async throws {
    var image = loaded(first, id: "7")
    image.byteCount = 6_000
    let service = InMemoryImageService(images: [first: image], holdsDownloads: true)
    let (view, tester, screen) = makeView(service, picks: [0])
    pressLoad(view, tester, picking: first)
    service.release(first)
    await tester.receive { $0.isLoading = false }

    let downloading = try #require(screen.frames.first { text($0).contains("kB / 6.0 kB") })
    assertSnapshot(of: text(downloading), as: .lines)
  }

  /// Before any byte, the frame speaks of neither a download nor bytes: offline, a bundled
  /// sample is read instead.
  @Test func beforeAnyByteTheFrameNamesNoDownload() async {
    let service = InMemoryImageService(holdsDownloads: true)
    let (view, tester, _) = makeView(service, picks: [0])
    pressLoad(view, tester, picking: first)
    let shown = text(view.render(state: tester.state))
    #expect(shown.contains("getting the image…"))
    #expect(!shown.contains("bytes") && !shown.contains("%"), "\(shown)")
    service.release(first)
    await tester.receive { $0.isLoading = false }
  }

  /// The frame showing `image` as the first URL's, 40 columns wide unless `display` says.
  func shown(_ image: LoadedImage, display: ImageDisplay = .plain(columns: 40)) async -> Frame {
    let (view, tester, _) = makeView(
      InMemoryImageService(images: [first: image]), picks: [0], display: display)
    pressLoad(view, tester, picking: first)
    await tester.receive { $0.isLoading = false }
    return view.render(state: tester.state)
  }

  @Test func frameWithAnOfflineImageInASCII() async {
    var image = loaded(first, id: "sunset.jpg\u{1B}[2J")
    image.origin = .offline(reason: nil)
    let frame = await shown(image)
    #expect(!text(frame).contains("\u{1B}"), "no escape codes in plain mode, the id's included")
    #expect(text(frame).contains("sunset.jpg stands in for this URL"))
    #expect(!text(frame).contains("id sunset.jpg"), "a sample's file name is no picsum.photos id")
    assertSnapshot(of: text(frame), as: .lines)
  }

  @Test func colourPicturesKeepTheirCodesAndFitTheFrame() async throws {
    let display = ImageDisplay(colorDepth: .trueColor) { (40, 12) }
    let lines = await shown(loaded(first, id: "7"), display: display).render(width: 40, mode: .plain)
    let picture = lines.filter { $0.contains("▀") }
    #expect(!picture.isEmpty)
    #expect(picture.allSatisfy { $0.hasSuffix("\u{1B}[0m") }, "not cut: every line resets its colours")
    #expect(picture.allSatisfy { $0.filter { $0 == "▀" }.count <= 36 })
    #expect(lines.count <= 12, "the picture leaves room for the rest of the frame")
  }

  @Test func frameWithAWarningUnderThePicture() async {
    var image = loaded(first, id: "cut.jpg")
    image.warning = "the file ends early: the bottom is missing\u{1B}[2J"
    let frame = await shown(image)
    #expect(!text(frame).contains("\u{1B}"), "the warning is sanitised like any text from outside")
    assertSnapshot(of: text(frame), as: .lines)
  }

  @Test func aWarningTakesItsRowsFromThePictureSoTheFrameStillFits() async throws {
    var image = loaded(first, id: "7")
    // A square image: its picture is limited by the rows, not by the width.
    let pixels: [UInt8] = (0..<(32 * 32)).flatMap { [UInt8($0 % 256), 90, 200] }
    image.image = try #require(RasterImage(width: 32, height: 32, pixels: pixels))
    let display = ImageDisplay(colorDepth: .trueColor) { (40, 16) }
    let without = await shown(image, display: display).render(width: 40, mode: .plain)
    image.warning = "an APP1 segment's length is wrong: the 9 bytes after it were skipped"
    let lines = await shown(image, display: display).render(width: 40, mode: .plain)
    #expect(lines.count <= 16)
    let picture = { (lines: [String]) in lines.filter { $0.contains("▀") }.count }
    #expect(picture(lines) == picture(without) - 2, "two lines of warning, two rows less picture")
    let warning = try #require(lines.firstIndex { $0.contains("! an APP1 segment's length is wrong") })
    #expect(lines[warning - 1].contains("▀"), "right under the picture")
    #expect(lines[warning + 1].contains("after it were skipped"), "wrapped, not cut")
  }

  @Test func frameAfterAFailure() async {
    let service = InMemoryImageService()
    service.fail(second, with: Refusal(description: "the PNG image is truncated: its data ends early"))
    let (view, tester, _) = makeView(service, picks: [1])
    pressLoad(view, tester, picking: second)
    await tester.receive { $0.isLoading = false }
    assertSnapshot(of: text(view.render(state: tester.state)), as: .lines)
  }
}

/// A failure that says what it is told to.
private struct Refusal: Error, CustomStringConvertible {
  let description: String
}
