/// Splits the fuzzer's bytes into the parts a target feeds to different inputs.
public struct FuzzInput {
  /// The bytes not taken yet.
  public private(set) var rest: ArraySlice<UInt8>

  /// Wraps the bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
  public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
    rest = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count))[...] : []
  }

  /// Takes one byte, or 0 when none is left.
  public mutating func byte() -> UInt8 {
    rest.popFirst() ?? 0
  }

  /// Takes the bytes up to the next `separator` (dropping it), or all that is left.
  public mutating func part(upTo separator: UInt8) -> ArraySlice<UInt8> {
    guard let end = rest.firstIndex(of: separator) else {
      defer { rest = [] }
      return rest
    }
    defer { rest = rest[(end + 1)...] }
    return rest[..<end]
  }
}
