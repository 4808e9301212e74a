import Foundation

/// A `pipe(2)` whose ends the test closes explicitly.
struct TestPipe {
  let readEnd: Int32
  let writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  func write(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
  }

  func closeWriteEnd() {
    close(writeEnd)
  }

  func closeReadEnd() {
    close(readEnd)
  }
}
