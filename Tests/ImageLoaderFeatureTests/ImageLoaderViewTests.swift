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

  /// A view bound to a reactor over `service`; `picks` are the random indexes, in order.
  func makeView(_ service: InMemoryImageService, picks: [Int]) -> (
    ImageLoaderView, ImageLoaderReactor, RecordingScreen
  ) {
    let screen = RecordingScreen()
    var picks = picks
    let view = ImageLoaderView(screen: screen, images: service, display: .plain(columns: 40)) { count in
      let pick = picks.removeFirst()
      precondition(pick < count)
      return pick
    }
    let reactor = ImageLoaderReactor(urls: [first, second])
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    return (view, reactor, screen)
  }

  func text(_ frame: Frame) -> String {
    frame.render(width: 40, mode: .plain).joined(separator: "\n")
  }

  /// The image-loading article's rule: the URL changes mid-download, the first download still finishes, and its
  /// image never shows; loading ends only once the second image is there.
  @Test func aStaleDownloadNeverShowsAndLoadingEndsOnlyAfterTheNewImage() async throws {
    let service = InMemoryImageService(
      images: [first: loaded(first, id: "FIRST"), second: loaded(second, id: "SECOND")], holdsDownloads: true)
    let (view, reactor, screen) = makeView(service, picks: [0, 1])

    view.input.deliver(.line("l"))
    #expect(await drainMainActor { service.requests == [first] })
    view.input.deliver(.line("l"))
    #expect(await drainMainActor { service.requests == [first, second] })

    service.release(first)
    #expect(await drainMainActor { service.finished == [first] })
    await drainMainActor()
    #expect(reactor.currentState.isLoading, "the first image's arrival does not end loading")
    #expect(!screen.frames.contains { text($0).contains("FIRST") })

    service.release(second)
    await view.waitUntilIdle()
    #expect(!reactor.currentState.isLoading)
    let last = try #require(screen.frames.last)
    #expect(text(last).contains("16×8 JPEG · 2.0 kB · id SECOND"))
    #expect(!screen.frames.contains { text($0).contains("FIRST") })
  }

  @Test func aProgressBarWhileDownloadingThenTheImageWithLoadingEndedInOneFrame() async throws {
    let service = InMemoryImageService(images: [first: loaded(first, id: "7")], holdsDownloads: true)
    let (view, reactor, screen) = makeView(service, picks: [0])

    view.input.deliver(.line("l"))
    #expect(await drainMainActor { screen.frames.contains { text($0).contains("1.0 kB / 2.0 kB") } })
    #expect(reactor.currentState.isLoading)

    service.release(first)
    await view.waitUntilIdle()
    let shown = screen.frames.filter { text($0).contains("id 7") }
    #expect(shown.count == 1, "the image and the end of loading arrive together")
    #expect(shown.first.map { !text($0).contains("loading") } == true)
  }

  @Test func aFailedDownloadShowsItsErrorAndEndsLoading() async throws {
    let service = InMemoryImageService()
    service.fail(second, with: ImageServiceError.status(404))
    let (view, reactor, screen) = makeView(service, picks: [1])

    view.input.deliver(.line("l"))
    await view.waitUntilIdle()

    #expect(!reactor.currentState.isLoading)
    let last = try #require(screen.frames.last.map(text))
    #expect(last.contains("  ! could not show the image:"))
    #expect(last.contains("    the server answered with HTTP\n    status 404"))
  }

  @Test func unbindingCancelsTheDownloadAndItsResultIsDropped() async {
    let service = InMemoryImageService(images: [first: loaded(first, id: "LATE")], holdsDownloads: true)
    let (view, reactor, screen) = makeView(service, picks: [0])
    view.input.deliver(.line("l"))
    #expect(await drainMainActor { service.requests == [first] })

    view.reactor = nil
    service.release(first)
    #expect(await drainMainActor { service.finished == [first] })
    await drainMainActor()

    #expect(!screen.frames.contains { text($0).contains("LATE") })
    #expect(reactor.currentState.isLoading, "no finishImageLoad from an unbound view")
  }

  @Test func otherKeysAreUnknownAndTheLoadKeyWorksOnATerminal() {
    let (view, reactor, _) = makeView(InMemoryImageService(), picks: [1])
    #expect(view.input.deliver(.line("x")) == .unknown)
    #expect(view.input.deliver(.key(.character("l"))) == .handled)
    #expect(reactor.currentState.image == second)
  }

  // MARK: - Frames

  @Test func frameBeforeAnyLoad() {
    let state = ImageLoaderReactor.State(urls: [first, second])
    assertSnapshot(
      of: text(ImageLoaderView.render(state, phase: .idle, display: .plain(columns: 40))), as: .lines)
  }

  @Test func frameWhileDownloading() {
    var state = ImageLoaderReactor.State(urls: [first, second])
    state.isLoading = true
    state.image = first
    let phase = ImageDownload.Phase.downloading(url: first, ImageProgress(received: 1_500, expected: 6_000))
    assertSnapshot(
      of: text(ImageLoaderView.render(state, phase: phase, display: .plain(columns: 40))), as: .lines)
  }

  /// Before any byte, the frame speaks of neither a download nor bytes: offline, a bundled
  /// sample is read instead.
  @Test func beforeAnyByteTheFrameNamesNoDownload() {
    var state = ImageLoaderReactor.State(urls: [first, second])
    state.isLoading = true
    state.image = first
    let phase = ImageDownload.Phase.downloading(url: first, ImageProgress(received: 0, expected: nil))
    let shown = text(ImageLoaderView.render(state, phase: phase, display: .plain(columns: 40)))
    #expect(shown.contains("getting the image…"))
    #expect(!shown.contains("bytes") && !shown.contains("%"), "\(shown)")
  }

  /// The frame showing `image` as the first URL's, 40 columns wide.
  func shown(_ image: LoadedImage, display: ImageDisplay = .plain(columns: 40)) -> Frame {
    var state = ImageLoaderReactor.State(urls: [first, second])
    state.image = first
    return ImageLoaderView.render(state, phase: .shown(image), display: display)
  }

  @Test func frameWithAnOfflineImageInASCII() {
    var image = loaded(first, id: "sunset.jpg\u{1B}[2J")
    image.origin = .offline(reason: nil)
    let frame = shown(image)
    #expect(!text(frame).contains("\u{1B}"), "no escape codes in plain mode, the id's included")
    #expect(text(frame).contains("sunset.jpg stands in for this URL"))
    #expect(!text(frame).contains("id sunset.jpg"), "a sample's file name is no picsum.photos id")
    assertSnapshot(of: text(frame), as: .lines)
  }

  @Test func colourPicturesKeepTheirCodesAndFitTheFrame() throws {
    let display = ImageDisplay(colorDepth: .trueColor) { (40, 12) }
    let lines = shown(loaded(first, id: "7"), display: display).render(width: 40, mode: .plain)
    let picture = lines.filter { $0.contains("▀") }
    #expect(!picture.isEmpty)
    #expect(picture.allSatisfy { $0.hasSuffix("\u{1B}[0m") }, "not cut: every line resets its colours")
    #expect(picture.allSatisfy { $0.filter { $0 == "▀" }.count <= 36 })
    #expect(lines.count <= 12, "the picture leaves room for the rest of the frame")
  }

  @Test func frameWithAWarningUnderThePicture() {
    var image = loaded(first, id: "cut.jpg")
    image.warning = "the file ends early: the bottom is missing\u{1B}[2J"
    let frame = shown(image)
    #expect(!text(frame).contains("\u{1B}"), "the warning is sanitised like any text from outside")
    assertSnapshot(of: text(frame), as: .lines)
  }

  @Test func aWarningTakesItsRowsFromThePictureSoTheFrameStillFits() throws {
    var image = loaded(first, id: "7")
    // A square image: its picture is limited by the rows, not by the width.
    let pixels: [UInt8] = (0..<(32 * 32)).flatMap { [UInt8($0 % 256), 90, 200] }
    image.image = try #require(RasterImage(width: 32, height: 32, pixels: pixels))
    let display = ImageDisplay(colorDepth: .trueColor) { (40, 16) }
    let without = shown(image, display: display).render(width: 40, mode: .plain)
    image.warning = "an APP1 segment's length is wrong: the 9 bytes after it were skipped"
    let lines = shown(image, display: display).render(width: 40, mode: .plain)
    #expect(lines.count <= 16)
    let picture = { (lines: [String]) in lines.filter { $0.contains("▀") }.count }
    #expect(picture(lines) == picture(without) - 2, "two lines of warning, two rows less picture")
    let warning = try #require(lines.firstIndex { $0.contains("! an APP1 segment's length is wrong") })
    #expect(lines[warning - 1].contains("▀"), "right under the picture")
    #expect(lines[warning + 1].contains("after it were skipped"), "wrapped, not cut")
  }

  @Test func frameAfterAFailure() {
    var state = ImageLoaderReactor.State(urls: [first, second])
    state.image = second
    let phase = ImageDownload.Phase.failed(
      url: second, message: "the PNG image is truncated: its data ends early")
    assertSnapshot(
      of: text(ImageLoaderView.render(state, phase: phase, display: .plain(columns: 40))), as: .lines)
  }
}
