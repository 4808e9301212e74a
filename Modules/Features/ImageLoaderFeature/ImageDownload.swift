import Services

/// The view's image component (`CustomImageView` in the image-loading article (iyOmSd's blog)): downloads a URL through the
/// injected service, cancels the download when the URL changes, shows an image only if its URL
/// is still the current one, and then reports back so the view can send `finishImageLoad`.
@MainActor
public final class ImageDownload {
  /// What the component shows.
  public enum Phase: Equatable, Sendable {
    case idle
    case downloading(url: String, ImageProgress)
    case shown(LoadedImage)
    case failed(url: String, message: String)
  }

  /// Called on every change of ``phase``.
  var onChange: ((Phase) -> Void)?
  /// Called once the current URL's image is shown, or has failed: the view reports back.
  var onFinish: (() -> Void)?

  public private(set) var phase = Phase.idle

  /// The URL being shown (the article's `url`).
  public private(set) var url: String?
  private let service: any ImageService
  private var task: Task<Void, Never>?
  /// Tells apart two loads of the same URL, so the older one's result is stale too.
  private var generation = 0

  init(service: any ImageService) {
    self.service = service
  }

  /// Shows `url`: ends the download in flight, whatever its URL, and starts this one.
  func load(_ url: String) {
    cancel()
    self.url = url
    generation += 1
    let ticket = generation
    show(.downloading(url: url, ImageProgress(received: 0, expected: nil)))
    // Progress and the result travel one stream, read by one loop: every report made before
    // the result is handled before it, whatever the scheduler does, so a download's frames are
    // the same on every run (and a replay's match the recording's).
    let (events, sink) = AsyncStream.makeStream(of: DownloadEvent.self)
    task = Task { [service, weak self] in
      await withDiscardingTaskGroup { group in
        group.addTask {
          do {
            let image = try await service.image(at: url) { sink.yield(.progress($0)) }
            sink.yield(.finished(.success(image)))
          } catch {
            sink.yield(.finished(.failure(error)))
          }
          sink.finish()
        }
        for await event in events {
          switch event {
          case .progress(let update): self?.report(update, ticket: ticket)
          case .finished(let result):
            // Where a recorded run took it among the keys, so its replay takes it there too.
            guard await service.taking(url) else { return }
            self?.complete(result, url: url, ticket: ticket)
          }
        }
      }
    }
  }

  /// Ends the download in flight; its result, if it still arrives, is dropped.
  func cancel() {
    task?.cancel()
    generation += 1
  }

  /// Returns once the download in flight, if any, has finished and been handled.
  public func waitUntilIdle() async {
    while let current = task {
      await current.value
      if task == current { return }
    }
  }

  /// What a download tells the component, in the order it happened.
  private enum DownloadEvent: Sendable {
    case progress(ImageProgress)
    case finished(Result<LoadedImage, any Error>)
  }

  private func report(_ progress: ImageProgress, ticket: Int) {
    guard ticket == generation, case .downloading(let url, let shown) = phase,
      Self.step(of: progress) != Self.step(of: shown)
    else { return }
    show(.downloading(url: url, progress))
  }

  private func complete(_ result: Result<LoadedImage, any Error>, url: String, ticket: Int) {
    // The article's rule: only the image of the URL still current is shown; a stale one, even
    // one that finished, never is, and it does not end loading.
    guard ticket == generation, url == self.url else { return }
    switch result {
    case .success(let image): phase = .shown(image)
    case .failure(let error): phase = .failed(url: url, message: "\(error)")
    }
    // The image is in place, then the view reports back, and its redraw shows both at once:
    // one frame with the image and loading ended. Unlike the article's, a failure reports back too,
    // otherwise loading would never end.
    onFinish?()
    onChange?(phase)
  }

  private func show(_ phase: Phase) {
    guard phase != self.phase else { return }
    self.phase = phase
    onChange?(phase)
  }

  /// Progress in tenths, so a download redraws the screen at most eleven times; in plain mode
  /// every redraw is a frame. Without a total, one step per 100 kB.
  static func step(of progress: ImageProgress) -> Int64 {
    if let expected = progress.expected, expected > 0 {
      return min(progress.received, expected) * 10 / expected
    }
    return 1_000 + progress.received / 100_000
  }
}
