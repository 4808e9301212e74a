import Models
import Synchronization

/// An ``ImageService`` for tests and previews: a small gradient for any URL (or the image it
/// was given for that URL), no network. It records requests, can fail a URL, and can hold
/// downloads until the test releases them, so a test can finish them in any order.
public final class InMemoryImageService: ImageService {
  private struct Shared {
    var requests: [String] = []
    var finished: [String] = []
    var failures: [String: any Error] = [:]
    var released: Set<String> = []
    var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
  }

  private let shared = Mutex(Shared())
  private let images: [String: LoadedImage]
  private let holdsDownloads: Bool

  /// - Parameters:
  ///   - images: the image each URL gives; other URLs give ``sample(for:)``.
  ///   - holdsDownloads: when true, each download reports half its bytes, then waits for
  ///     ``release(_:)`` of its URL. A held download ignores cancellation, as a transfer that
  ///     completes at the moment it is cancelled does.
  public init(images: [String: LoadedImage] = [:], holdsDownloads: Bool = false) {
    self.images = images
    self.holdsDownloads = holdsDownloads
  }

  /// The URLs asked for so far, oldest first.
  public var requests: [String] { shared.withLock { $0.requests } }

  /// The URLs whose downloads have returned (or thrown), in that order.
  public var finished: [String] { shared.withLock { $0.finished } }

  /// Makes every request for `url` throw `error` from now on.
  public func fail(_ url: String, with error: any Error) {
    shared.withLock { $0.failures[url] = error }
  }

  /// Lets held downloads of `url` finish, now and from now on.
  public func release(_ url: String) {
    let waiting = shared.withLock { shared in
      shared.released.insert(url)
      return shared.waiting.removeValue(forKey: url) ?? []
    }
    for continuation in waiting { continuation.resume() }
  }

  public func image(at url: String, progress: @escaping @Sendable (ImageProgress) -> Void) async throws
    -> LoadedImage
  {
    let loaded = images[url] ?? Self.sample(for: url)
    let total = Int64(loaded.byteCount)
    shared.withLock { $0.requests.append(url) }
    progress(ImageProgress(received: 0, expected: total))
    if holdsDownloads {
      progress(ImageProgress(received: total / 2, expected: total))
      await withCheckedContinuation { continuation in
        let isReleased = shared.withLock { shared in
          if shared.released.contains(url) { return true }
          shared.waiting[url, default: []].append(continuation)
          return false
        }
        if isReleased { continuation.resume() }
      }
    }
    let failure = shared.withLock { shared in
      shared.finished.append(url)
      return shared.failures[url]
    }
    if let failure { throw failure }
    progress(ImageProgress(received: total, expected: total))
    return loaded
  }

  /// An 8×4 gradient whose red and blue follow the URL's length and last character, so two
  /// URLs usually give two images.
  public static func sample(for url: String, origin: DataOrigin = .live) -> LoadedImage {
    let seed = UInt8(truncatingIfNeeded: url.utf8.count &* 37 &+ Int(url.utf8.last ?? 0))
    var pixels: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<8 {
        pixels += [seed &+ UInt8(x * 30), UInt8(y * 80), 255 &- seed]
      }
    }
    return LoadedImage(
      image: RasterImage(width: 8, height: 4, pixels: pixels)!, format: .png, byteCount: 1_000, url: url,
      id: "sample", origin: origin)
  }
}
