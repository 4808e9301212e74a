import CaseStudyKit
import Services
import TextUI

/// What the Image Loader is built from: the images, which of them to show, and the output.
public protocol ImageLoaderEnvironment {
  /// The services, of which the Image Loader reads ``ServiceValues/images``: downloads and
  /// decodes, the image component's only way to the network.
  var services: ServiceValues { get }
  /// The URLs the button picks from (`images.urls`).
  var imageURLs: [String] { get }
  /// The pick: an index below the count it is given, from the run's seed.
  var imagePick: @MainActor @Sendable (Int) -> Int { get }
  /// The colours the output shows.
  var colorDepth: ColorDepth { get }
  /// The output's size in cells; rows are nil when frames scroll.
  var screenSize: @Sendable () -> (columns: Int, rows: Int?) { get }
}

extension CaseStudy where Environment: ImageLoaderEnvironment {
  /// Image Loader: an image component that reports back to its screen's reactor with an action.
  public static var imageLoader: Self {
    CaseStudy(
      name: "image-loader", summary: "a view reporting back with an Action", about: ImageLoaderAbout.text,
      pictures: [
        Picture(
          alt: "The Image Loader showing a bundled sample photo in 24-bit colour, two pixels per cell.",
          keys: [.character("l")])
      ]
    ) { environment, context in
      let display = ImageDisplay(colorDepth: environment.colorDepth, size: environment.screenSize)
      let view = ImageLoaderView(
        screen: context.screen, images: environment.services.images, display: display,
        randomIndex: environment.imagePick)
      return context.page(view, ImageLoaderReactor(urls: environment.imageURLs))
    }
  }
}
