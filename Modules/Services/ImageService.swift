import Models

/// Images for the Image Loader: downloaded and decoded, or read from the bundled samples when
/// offline.
public protocol ImageService: Sendable {
  /// The decoded image at `url`.
  ///
  /// - Parameter progress: called with the bytes received so far, from any thread, in order;
  ///   it must return quickly.
  /// - Throws: ``ImageServiceError``, the decoder's error for a bad image, or the transport's
  ///   error when the network failed. Cancelling the calling task ends the download.
  func image(at url: String, progress: @escaping @Sendable (ImageProgress) -> Void) async throws
    -> LoadedImage

  /// Called on the main actor as the screen takes the outcome of ``image(at:progress:)`` for
  /// `url`, before it shows it: where, among the keys, a recorded session notes it, and where
  /// its replay hands it over. False when it must not be shown: the replay's app has ended.
  ///
  /// Reading and decoding an image wait on neither the clock nor the network: they take as long
  /// as the machine makes them take, and a key typed meanwhile comes before or after by chance.
  @MainActor
  func taking(_ url: String) async -> Bool
}

extension ImageService {
  /// Nothing to note: only a recorded or replayed run has a place to keep.
  @MainActor
  public func taking(_ url: String) async -> Bool { true }
}

/// How much of an image has arrived.
public struct ImageProgress: Sendable, Equatable {
  public var received: Int64
  /// The total, when the server said (`Content-Length`).
  public var expected: Int64?

  public init(received: Int64, expected: Int64?) {
    self.received = received
    self.expected = expected
  }
}

/// A decoded image and what is known about where it came from.
public struct LoadedImage: Sendable, Equatable {
  public var image: RasterImage
  public var format: ImageFormat
  /// The size of the encoded image.
  public var byteCount: Int
  /// The URL that answered, after redirects.
  public var url: String
  /// The image's id: picsum.photos' `Picsum-ID` header, or the bundled sample's name.
  /// Untrusted: sanitise before showing.
  public var id: String?
  /// Live or offline; a screen shows ``DataOrigin/banner``.
  public var origin: DataOrigin
  /// What was wrong with the image though it decoded, as browsers show such images ("the file
  /// ends early: the bottom is missing"): one line for under the picture.
  public var warning: String?

  public init(
    image: RasterImage, format: ImageFormat, byteCount: Int, url: String, id: String?, origin: DataOrigin,
    warning: String? = nil
  ) {
    self.image = image
    self.format = format
    self.byteCount = byteCount
    self.url = url
    self.id = id
    self.origin = origin
    self.warning = warning
  }
}

/// The key of ImageService in ServiceValues.
public enum ImageServiceKey: ServiceKey {
  public static func inMemory(_: ServiceContext) -> any ImageService { InMemoryImageService() }
}

extension ServiceValues {
  /// Images for the Image Loader, downloaded and decoded, or bundled samples offline.
  public var images: any ImageService {
    get { self[ImageServiceKey.self] }
    set { self[ImageServiceKey.self] = newValue }
  }
}
