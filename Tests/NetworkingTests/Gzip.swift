import Foundation

/// Compresses test fixtures with the system's `gzip`, so no gzip bytes are hard-coded.
enum Gzip {
  /// `data` compressed by `/bin/gzip -c -n`.
  static func compress(_ data: Data) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-c", "-n"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(data)
    try input.fileHandleForWriting.close()
    let compressed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return compressed
  }
}
