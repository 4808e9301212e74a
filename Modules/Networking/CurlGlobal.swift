import CCurl

/// Performs libcurl's process-wide initialisation exactly once.
///
/// `curl_global_init` is not thread-safe; a `static let` is initialised once, atomically,
/// on first use, which gives the lock-free "once" it needs without any mutable global.
enum CurlGlobal {
  /// Whether `curl_global_init` succeeded; reading it the first time performs the call.
  static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
}
