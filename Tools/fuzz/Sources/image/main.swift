import Foundation
import FuzzSupport
import ImageDecoding
import Models

// Images: any bytes give pixels within the limits or an ImageDecodingError, never a trap or a
// read out of bounds (the C decoders run under AddressSanitizer's allocator too); run.sh caps
// each input's allocations, so memory beyond what the limits allow fails the run.

let limits = ImageDecoder.Limits(maxSide: 1024, maxBytes: 1 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzImage(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: count))
  do {
    let decoded = try ImageDecoder(limits: limits).decode(bytes)
    let image = decoded.image
    invariant(
      (1...limits.maxSide).contains(image.width) && (1...limits.maxSide).contains(image.height),
      "\(image.width)×\(image.height) is outside the limits")
    invariant(image.pixels.count == image.width * image.height * 3, "\(image.pixels.count) bytes of pixels")
  } catch {
    if case .tooLarge(let width, let height, _) = error {
      invariant(width > limits.maxSide || height > limits.maxSide, "\(width)×\(height) called too large")
    }
    invariant(!error.description.isEmpty, "an error without a message")
  }
  return 0
}

runFuzzer(fuzzImage)
