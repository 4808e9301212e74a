import Foundation
import Networking

extension FuzzInput {
  /// An HTTP answer: a status chosen by one byte, header lines (`name: value`) up to a NUL byte,
  /// then the body.
  public mutating func response(url: String) -> HTTPResponse {
    let statuses = [200, 200, 201, 204, 301, 400, 401, 403, 403, 404, 422, 429, 429, 500, 503]
    let choice = Int(byte())
    let status = choice < statuses.count * 16 ? statuses[choice % statuses.count] : choice * 3
    var headers = HTTPHeaders()
    for line in part(upTo: 0).split(separator: UInt8(ascii: "\n")) {
      let text = String(decoding: line, as: UTF8.self)
      guard let colon = text.firstIndex(of: ":") else { continue }
      headers.add(
        name: String(text[..<colon]),
        value: text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    return HTTPResponse(status: status, headers: headers, body: Data(rest), url: url)
  }
}
