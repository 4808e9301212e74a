import Storage
import Testing

@Suite("StorageError")
struct StorageErrorTests {
  @Test("every case reads as one clear sentence that names the file or the operation")
  func descriptions() {
    let path = "/home/u/.local/share/reactor-demo/reactor-demo.sqlite"
    let cases: [(StorageError, String)] = [
      (.locked(path: path), "the database \(path) is locked by another process"),
      (.newerSchema(path: path), "the database \(path) was written by a newer reactor-demo"),
      (.cannotOpen(path: path, reason: "no space left"), "cannot open the database \(path): no space left"),
      (.writeFailed("disk I/O error"), "could not save to the database"),
      (.readFailed("disk I/O error"), "could not read from the database: disk I/O error"),
    ]
    for (error, prefix) in cases {
      #expect(error.description.hasPrefix(prefix))
      #expect(!error.description.contains("\n"))
      #expect(!error.description.hasSuffix("."))
    }
  }
}
