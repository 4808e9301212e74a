import CHeapUsage

#if canImport(Darwin)
  import Darwin
#endif

/// The heap as the C allocator sees it.
public enum HeapUsage {
  /// Bytes in allocated chunks right now, allocator headers and rounding included: what the
  /// heap really costs, not what was asked for.
  public static func bytesInUse() -> Int {
    #if canImport(Darwin)
      var statistics = malloc_statistics_t()
      malloc_zone_statistics(nil, &statistics)
      return Int(statistics.size_in_use)
    #else
      Int(c_heap_bytes_in_use())
    #endif
  }
}
