import CCurl

/// The libcurl calls the driver makes that can fail only in ways a loopback test cannot provoke,
/// replaceable so tests can inject the failure; the app always uses ``live``.
struct CurlHooks: Sendable {
  /// `curl_slist_append`: nil when libcurl could not allocate the new list entry.
  var appendHeader:
    @Sendable (UnsafeMutablePointer<curl_slist>?, String) -> UnsafeMutablePointer<curl_slist>? = {
      curl_slist_append($0, $1)
    }
  /// `curl_multi_perform`.
  var perform: @Sendable (UnsafeMutableRawPointer, inout Int32) -> CURLMcode = { curl_multi_perform($0, &$1) }
  /// `curl_multi_poll` for at most the given milliseconds, woken by `curl_multi_wakeup`.
  var poll: @Sendable (UnsafeMutableRawPointer, Int32) -> CURLMcode = { curl_multi_poll($0, nil, 0, $1, nil) }
  /// Runs on the driver thread after the loop stopped, before the multi handle is freed.
  var willCleanUp: @Sendable () -> Void = {}

  /// The real calls.
  static let live = CurlHooks()
}
