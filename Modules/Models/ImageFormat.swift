/// The image formats the app decodes.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
  case jpeg = "JPEG"
  case png = "PNG"
}
