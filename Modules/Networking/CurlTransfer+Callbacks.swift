import CCurl
import Foundation

extension CurlTransfer {
  /// Appends a chunk of the decoded body; returning less than `length` makes libcurl abort.
  func receiveBody(_ data: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
    guard length > 0, let data else { return length }
    guard body.count + length <= maxBodyBytes else {
      abortError = .tooLarge(limit: maxBodyBytes)
      return 0
    }
    body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
    return length
  }

  /// Records one header line; a status line starts a new response (after a redirect or a 1xx).
  func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
    guard length > 0, let data else { return length }
    let raw = UnsafeRawBufferPointer(start: data, count: length)
    let line = String(decoding: raw, as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      responseHeaders = HTTPHeaders()
      body.removeAll(keepingCapacity: true)
      return length
    }
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return length }
    if line.first == " " || line.first == "\t" {
      // Obsolete line folding (RFC 9112 §5.2): the line continues the previous value.
      responseHeaders.appendToLastValue(trimmed)
    } else if let colon = trimmed.firstIndex(of: ":") {
      let name = String(trimmed[..<colon])
      let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      responseHeaders.add(name: name, value: value)
    }
    return length
  }

  /// Calls the progress closure when more bytes have arrived, or once at the end.
  func reportProgress(received bytes: curl_off_t, isFinal: Bool = false) {
    // No reports once the caller has its result, should libcurl call back while tidying up.
    guard let progress, let easy, continuation != nil else { return }
    let received = Int64(bytes)
    guard isFinal ? received != reportedBytes : received > max(0, reportedBytes) else { return }
    reportedBytes = received
    var expected: curl_off_t = -1
    ccurl_easy_getinfo_off_t(easy.handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &expected)
    progress(received, expected >= 0 ? Int64(expected) : nil)
  }
}
