import Dispatch

/// Whether the caller runs on the main queue, the main actor's executor on Linux.
///
/// `Thread.isMainThread` cannot tell: under `swift test` on Linux the main queue is not drained by
/// the process's first thread, so it is false even in a `@MainActor` test body.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    guard marked else { return false }
    return DispatchQueue.getSpecific(key: key) ?? false
  }
}
