import CCurl

/// A libcurl easy handle and its error buffer, reused by successive transfers.
///
/// Only the driver thread creates, uses and frees these.
final class CurlEasy {
  /// The `CURL *` handle.
  let handle: UnsafeMutableRawPointer
  /// The `CURLOPT_ERRORBUFFER` storage; libcurl requires it to outlive the handle's transfers.
  let errorBuffer: UnsafeMutablePointer<CChar>

  init?() {
    guard let handle = curl_easy_init() else { return nil }
    self.handle = handle
    errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
  }

  deinit {
    curl_easy_cleanup(handle)
    errorBuffer.deallocate()
  }

  /// libcurl's detailed message for the last failure, if it wrote one.
  var errorMessage: String? {
    errorBuffer[0] == 0 ? nil : String(cString: errorBuffer)
  }

  /// Clears every option so the next transfer starts from libcurl's defaults.
  func reset() {
    curl_easy_reset(handle)
    errorBuffer[0] = 0
  }
}
