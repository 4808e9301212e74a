/// The Image Loader's About page.
enum ImageLoaderAbout {
  static let text = """
    Image Loader — a view reporting back with an Action.

    Where it comes from
      The image-loading article on ReactorKit's concepts (iyOmSd's blog):
      its `MainReactor` and `CustomImageView`.

    The idea
      `l` is the article's button: the view sends `imageLoadButtonTap(index)`
      with a random index, and the reactor's `mutate` answers with
      `setLoading(true)` and `setImage(url)`. The reactor does not download:
      the view's image component does, as the article's `CustomImageView`
      did.
      It cancels a download whose URL has changed, shows an image only if
      its URL is still the current one, and then sends `finishImageLoad`,
      so loading ends when the image is really on screen, not when the URL
      is known.

    The trade-off
      The reactor no longer sees the whole flow: part of the work (the
      download, its progress, its errors) lives in the view, so a reactor
      test alone cannot show that loading ends; the view's tests do, with a
      fake service whose downloads finish in any order. The gain is a
      reactor that stays small and a component that owns its own stale-
      response rule. Two fixes to the article: the URL is a `@Pulse`, so the
      same URL picked twice loads again instead of leaving loading on; and
      a failed download reports back too, with its error shown.

    Drawing
      JPEG (libjpeg-turbo) and PNG (libpng) are decoded outside the
      feature, behind `ImageService`, as a browser shows them: CMYK and
      YCCK JPEGs become RGB (Adobe's inverted ink too), and a JPEG that
      libjpeg-turbo decodes with a warning (cut short, junk bytes, a
      missing scan) is drawn with one line under it saying what was
      wrong. Sizes over 8192 pixels a side or the byte cap, data that
      leaves no pixels, corrupt PNGs, and 12-bit or lossless JPEGs (which
      libjpeg-turbo 2.1 cannot decode) give an error, never a crash.
      The picture uses half blocks in 24-bit colour, 256 colours when
      COLORTERM does not say truecolor, and a grey ASCII ramp under
      NO_COLOR or in plain mode.

    Files to read
      Modules/Features/ImageLoaderFeature/
        ImageLoaderReactor.swift   the button, loading
        ImageLoaderView.swift      bind: the button, reporting back
        ImageDownload.swift        cancelling, the stale-URL rule
        ImageRenderer.swift        half blocks, 256 colours, ASCII
      Modules/Services/ImageService.swift            the service
      Modules/ServicesLive/LiveImageService.swift    download, offline
      Modules/ImageDecoding/                         libjpeg-turbo, libpng
      Tests/ImageLoaderFeatureTests/                 the stale download
      docs/case-studies.md                           run with a script
    """
}
