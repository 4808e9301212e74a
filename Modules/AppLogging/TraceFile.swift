import Foundation
import Privacy
import Synchronization

/// The run's flow as JSON Lines (`--trace-file`): one object per traced event, secrets
/// redacted, written as it happens so a run that is killed keeps what it did so far.
public final class TraceFile: Sendable {
  /// One line of the file.
  public struct Record: Codable, Equatable, Sendable {
    /// Milliseconds since the file was opened, at the start of the run.
    public var t: Int
    /// The title of the screen whose reactor the event belongs to.
    public var screen: String
    /// `action`, `mutation`, `state` or `error`; `start` for the line that names the version.
    public var kind: String
    /// The words the trace panel shows for the event.
    public var text: String

    /// Creates a record.
    public init(t: Int, screen: String, kind: String, text: String) {
      self.t = t
      self.screen = screen
      self.kind = kind
      self.text = text
    }
  }

  /// Why the file cannot be written, for the message the app exits with.
  public struct OpenError: Error, CustomStringConvertible {
    /// The path asked for.
    public let path: String
    /// What the system said, or why the path is refused.
    public let reason: String

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    public var description: String {
      "--trace-file: cannot write '\(path)': \(reason)"
    }
  }

  private struct Sink {
    var handle: FileHandle?
    let encoder: JSONEncoder
  }

  private let sink: Mutex<Sink>
  private let redactor: Redactor
  private let start: ContinuousClock.Instant

  /// Creates the file at `path`, or empties it, readable by its owner only.
  ///
  /// - Parameters:
  ///   - redactor: removes secrets (the GitHub token) from every record.
  ///   - version: when given, the first line says which version wrote the file (kind `start`,
  ///     text `reactor-demo 0.1.0`), so a reader can tell the format it holds.
  /// - Throws: ``OpenError`` when the file cannot be created or written.
  public init(path: String, redactor: Redactor, version: String? = nil) throws(OpenError) {
    let descriptor: Int32
    do {
      descriptor = try PrivateFile.open(path, followsLinks: true)
    } catch {
      throw OpenError(path: path, reason: error.reason)
    }
    guard ftruncate(descriptor, 0) == 0 else {
      defer { Glibc.close(descriptor) }
      throw OpenError(path: path, reason: String(cString: strerror(errno)))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    sink = Mutex(Sink(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), encoder: encoder))
    self.redactor = redactor
    start = .now
    if let version {
      write(screen: "reactor-demo", kind: "start", text: "reactor-demo \(version)")
    }
  }

  /// Appends one event as a line of JSON.
  public func write(screen: String, kind: String, text: String) {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    let record = Record(
      t: milliseconds, screen: redactor(screen), kind: kind, text: redactor(text))
    sink.withLock { sink in
      guard let handle = sink.handle, var line = try? sink.encoder.encode(record) else { return }
      line.append(UInt8(ascii: "\n"))
      // A full disk must not take the app down; the line is lost.
      try? handle.write(contentsOf: line)
    }
  }

  /// Closes the file; later events are dropped.
  public func close() {
    sink.withLock { sink in
      try? sink.handle?.close()
      sink.handle = nil
    }
  }
}
