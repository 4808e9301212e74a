import Foundation

/// Encodes a `CalendarDate` as its `YYYY-MM-DD` string, the form JSON APIs and files use.
extension CalendarDate: Codable {
  /// Decodes a strict `YYYY-MM-DD` string; any other text is a data-corruption error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = CalendarDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(text) is not a real date in the form YYYY-MM-DD")
    }
    self = date
  }

  /// Encodes the date as its `YYYY-MM-DD` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso)
  }
}
