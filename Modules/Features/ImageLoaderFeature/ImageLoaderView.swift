import Models
import ReactorCore
import Services
import TextUI

/// The Image Loader screen: `l` picks a random URL; the image component downloads it with a
/// progress bar, draws it, and reports back with `finishImageLoad`.
public final class ImageLoaderView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Image Loader"
  public let about = ImageLoaderAbout.text
  public let keys: [KeyBinding] = ImageLoaderView.loadButton.map(\.key)
  /// The image component (`CustomImageView` in the image-loading article (iyOmSd's blog)).
  public let imageView: ImageDownload
  private let screen: any Screen
  private let display: ImageDisplay
  private let randomIndex: @MainActor (Int) -> Int
  private var lastFrame: Frame?

  /// - Parameters:
  ///   - images: downloads and decodes; the image component's only way to the network.
  ///   - randomIndex: an index below the count it is given; fixed in tests.
  public init(
    screen: any Screen,
    images: any ImageService,
    display: ImageDisplay,
    randomIndex: @escaping @MainActor (Int) -> Int
  ) {
    self.screen = screen
    self.display = display
    self.randomIndex = randomIndex
    imageView = ImageDownload(service: images)
  }

  public func bind(reactor: ImageLoaderReactor) {
    // Action: the button, with a random index, as the article's tap did. The index is picked
    // when the button is pressed, never for another key.
    Subscription(
      cancel: input.route(
        [],
        commands: { [weak reactor] in reactor?.currentState.urls.isEmpty == false ? Self.loadButton : [] },
        to: { [weak reactor, randomIndex] _ in
          guard let reactor else { return }
          reactor.send(.imageLoadButtonTap(index: randomIndex(reactor.currentState.urls.count)))
        }, changed: {})
    ).store(in: bag)

    // State: a new URL goes to the image component, which reports back with an Action.
    imageView.onFinish = { [weak reactor] in reactor?.send(.finishImageLoad) }
    reactor.pulse(\.$image) { [imageView] url in
      if let url { imageView.load(url) }
    }.store(in: bag)

    // Rendering: the reactor's state and what the image component shows.
    imageView.onChange = { [weak self, weak reactor] phase in
      guard let self, let reactor else { return }
      self.draw(reactor.currentState)
    }
    reactor.observe { [weak self] state in
      guard let self else { return }
      self.draw(state)
    }.store(in: bag)
    // The picture is sized to the screen: a resized terminal draws it again at the new size.
    Subscription(
      cancel: screen.onResize { [weak self, weak reactor] in
        guard let self, let reactor else { return }
        self.draw(reactor.currentState)
      }
    ).store(in: bag)

    Subscription(cancel: { [imageView] in
      imageView.cancel()
      imageView.onFinish = nil
      imageView.onChange = nil
    }).store(in: bag)
  }

  /// Waits for the image component's download too: it runs outside the reactor, and plain
  /// mode must not read the next line before the image is drawn.
  public func waitUntilIdle() async {
    await imageView.waitUntilIdle()
  }

  private func draw(_ state: ImageLoaderReactor.State) {
    let frame = render(state: state)
    // The same state can arrive from both sources; a repeated frame would print twice.
    guard frame != lastFrame else { return }
    lastFrame = frame
    screen.draw(frame)
  }

  /// The frame for a state and what the image component shows; the trace draws past states
  /// with it too.
  ///
  /// The picture is not in the state: the image component holds it. So a state is drawn with
  /// what the component shows only while that is the state's URL, and as idle otherwise.
  public func render(state: ImageLoaderReactor.State) -> Frame {
    let phase = state.image != nil && imageView.url == state.image ? imageView.phase : .idle
    // The rows the page may use, when fewer than the display's (the trace panel takes the rest).
    let screenRows = screen.rows
    let (columns, displayRows) = display.size()
    let rows = screenRows ?? displayRows
    let width = max(columns - 4, 8)
    var lines = [""]
    var wrapping: Set<Int> = []
    var banner: String?
    if state.isLoading {
      lines.append("  \(Spinner.marker) loading…")
    }
    if let url = state.image {
      lines.append("  url  " + Sanitizer.cleanLine(url).truncated(toWidth: width - 5))
    }
    switch phase {
    case .idle:
      wrapping.insert(lines.count)
      lines.append("  l loads a random image (\(state.urls.count) configured in images.urls)")
    case .downloading(_, let progress) where progress.received == 0 && progress.expected == nil:
      // Worded for both sources: a bundled sample (offline) is read, not downloaded.
      lines.append("  \(Spinner.marker) getting the image…")
    case .downloading(_, let progress):
      lines.append(
        "  " + ProgressBar.render(received: progress.received, expected: progress.expected, width: width))
    case .shown(let loaded):
      banner = loaded.origin.banner
      // Offline, the URL was never asked: say which bundled sample stands in for it.
      if !loaded.origin.isLive, let id = loaded.id.map(Sanitizer.cleanLine), !id.isEmpty {
        let note = "not downloaded: the bundled sample \(id) stands in for this URL"
        lines += note.wrapped(toWidth: width - 2).map { "  " + $0 }
      }
      lines.append("  " + Self.caption(loaded).truncated(toWidth: width))
      lines.append("")
      // What libjpeg-turbo warned about, under the picture as a browser's console would say it.
      let warning = (loaded.warning.map(Sanitizer.cleanLine)?.wrapped(toWidth: width - 2) ?? [])
        .enumerated().map { ($0.offset == 0 ? "  ! " : "    ") + $0.element }
      // Rows left for the picture on a screen redrawn in place: the frame's other lines.
      let pictureRows = rows.map { max($0 - lines.count - warning.count - 5, 4) }
      lines += ImageRenderer.render(
        loaded.image, columns: width, rows: pictureRows, depth: display.colorDepth
      )
      .map { "  " + $0 }
      lines += warning
    case .failed(_, let message):
      lines.append("  ! could not show the image:")
      lines += Sanitizer.cleanLine(message).wrapped(toWidth: width - 2).map { "    " + $0 }
    }
    return Frame(title: "Image Loader", lines: lines, keys: keys, banner: banner, wrapping: wrapping)
  }

  /// "640×480 JPEG · 52.1 kB · id 237"; the id is picsum.photos's, so a bundled sample (named
  /// in the line above) has none.
  static func caption(_ loaded: LoadedImage) -> String {
    var parts = [
      "\(loaded.image.width)×\(loaded.image.height) \(loaded.format.rawValue)",
      ByteCount.format(Int64(loaded.byteCount)),
    ]
    if loaded.origin.isLive, let id = loaded.id.map(Sanitizer.cleanLine), !id.isEmpty {
      parts.append("id \(id)")
    }
    return parts.joined(separator: " · ")
  }

  /// The load button: `l`, and Enter on a terminal.
  static let loadButton = [
    KeyCommand(.both("l", "loads a random image"), ()),
    KeyCommand(.terminal("Enter", "loads a random image", keys: [.enter]), ()),
  ]
}
