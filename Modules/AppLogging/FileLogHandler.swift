import Foundation
import Logging
import Privacy
import Synchronization

/// A swift-log handler that appends one line per message to a file, never to the terminal the
/// UI draws on, with secrets redacted.
public struct FileLogHandler: LogHandler {
  public var logLevel: Logger.Level
  public var metadata: Logger.Metadata = [:]
  private let label: String
  private let sink: LogFile
  private let redactor: Redactor

  /// - Parameters:
  ///   - file: the open log file, shared by every logger of the app.
  ///   - redactor: removes secrets from messages and metadata.
  public init(label: String, file: LogFile, level: Logger.Level, redactor: Redactor) {
    self.label = label
    self.sink = file
    self.logLevel = level
    self.redactor = redactor
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    var merged = metadata
    if let extra = event.metadata { merged.merge(extra) { $1 } }
    let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    var line = "\(Self.timestamp(Date())) [\(event.level)] \(label): \(event.message)"
    if !fields.isEmpty { line += " " + fields.joined(separator: " ") }
    sink.append(redactor(line).replacingOccurrences(of: "\n", with: "\\n") + "\n")
  }

  private static func timestamp(_ date: Date) -> String {
    date.ISO8601Format(.iso8601.year().month().day().time(includingFractionalSeconds: true))
  }
}

/// An append-only log file shared by the app's loggers; writes are serialised.
public final class LogFile: Sendable {
  private let handle: Mutex<FileHandle?>

  /// Opens (creating if needed) the file at `path` for appending, readable by its owner only,
  /// with its folder (`0700` when made here).
  ///
  /// The log's name is the app's, in the app's folder: a link planted there is refused, not
  /// followed into whatever file it names.
  public init(path: String) throws {
    try PrivateFolder.create(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    let descriptor = try PrivateFile.open(path, flags: O_APPEND, followsLinks: false)
    self.handle = Mutex(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  func append(_ text: String) {
    handle.withLock { handle in
      // A full disk must not take the app down; the line is lost.
      try? handle?.write(contentsOf: Data(text.utf8))
    }
  }

  /// Flushes and closes the file; later lines are dropped.
  public func close() {
    handle.withLock { handle in
      try? handle?.close()
      handle = nil
    }
  }
}
