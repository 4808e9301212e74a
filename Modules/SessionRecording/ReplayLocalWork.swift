import Foundation

/// Holds each piece of local work a replay does (an image read from disk and decoded, a database
/// read or write, an offline answer) until the
/// replay reaches the place in the session where the recorded run finished it, so keys typed
/// while it ran meet it as they did.
///
/// Work of this kind waits on neither the clock nor the network, so a replay would finish it as
/// soon as the machine got to it: a burst of `l` on the Image Loader offline drew an image before
/// keys the recorded run had taken first. Its place in the file, not its time, is what is held to:
/// a burst puts keys and finishes in the same millisecond, and only the file's order tells them
/// apart. Each outcome taken is matched to the first unclaimed one the session recorded under the
/// same name. One the session has no place for was given up, in the recorded run, before it was
/// taken: it is held until it is given up again (or the session ends). Work given up while held
/// gives its place back, for the next of its name.
public final class ReplayLocalWork: @unchecked Sendable {
  private struct Finish {
    var name: String
    /// Where in the session's events it was recorded.
    var index: Int
    var isClaimed = false
  }

  /// Work held until the replay reaches `index`: the place of its finish, or none.
  private struct Waiter {
    var finish: Int?
    var index: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var finishes: [Finish]
    /// The last event the replay has let go.
    var reached = -1
    /// The last finish the replay has passed: work held there keeps its place when given up.
    var passed = -1
    var waiting: [Int: Waiter] = [:]
    var nextWaiter = 0
    /// Work that has claimed its place (or none) and not begun to wait yet, by waiter.
    var claimed: [Int: Int?] = [:]
    /// Waiters given up before they began to wait.
    var givenUp: Set<Int> = []
    /// Set once the replay's app has ended: nothing is shown any more.
    var isOver = false
  }

  // NSLock (a pthread mutex) rather than Synchronization.Mutex, as in VirtualClock: the replay's
  // feeder and the image tasks contend for it, and ThreadSanitizer cannot see a contended Mutex
  // being taken, so it reported the waiters as raced. Every access to `unsafeState` goes
  // through `withState`, which is what makes the class Sendable.
  private let lock = NSLock()
  private var unsafeState: State

  /// Runs `body` on the state, under the lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&unsafeState)
  }
  /// The session's format version: work of a kind it does not note is not held back. A session
  /// of a format that notes a kind, and holds none of it, took none before it ended.
  private let version: Int

  /// How sessions note a kind of local work.
  struct Kind {
    /// The first session format that notes it.
    var since: Int
    /// Whether work given up before it was taken is noted too: work that always runs to its
    /// end (a database call) is, so it has a place whether or not its screen was left; an image
    /// is noted only as the screen takes it.
    var notesGivenUp: Bool
  }

  /// Each kind of local work, by the first word of its name: images since format 2; the
  /// database's reads and writes, and offline answers, since 3.
  static let kinds = [
    "image": Kind(since: 2, notesGivenUp: false),
    "database": Kind(since: 3, notesGivenUp: true),
    "offline": Kind(since: 3, notesGivenUp: true),
  ]

  private static func kind(of name: String) -> Kind? {
    kinds[String(name.prefix { $0 != " " })]
  }

  /// Whether a session of format `version` notes the local work `name`; a kind this build does
  /// not know is noted by none.
  public static func notes(_ name: String, in version: Int) -> Bool {
    guard let kind = kind(of: name) else { return false }
    return version >= kind.since
  }

  public init(session: Session) {
    let finishes = session.events.enumerated().compactMap { index, event -> Finish? in
      if case .localWork(let name) = event.payload { return Finish(name: name, index: index) }
      return nil
    }
    unsafeState = State(finishes: finishes)
    version = session.header.version
  }

  /// Returns when the replay has fed every event before the one recording work `name` taken, or
  /// the work is given up: true, or false once the replay's app has ended (``end()``), when the
  /// outcome must not be shown. Work the session has no place for waits for that end.
  public func finished(_ name: String, isolation: isolated (any Actor)? = #isolation) async -> Bool {
    let notesGivenUp = Self.kind(of: name)?.notesGivenUp ?? false
    guard Self.notes(name, in: version), notesGivenUp || !Task.isCancelled else { return true }
    let claim = withState { state -> (waiter: Int, finish: Int?, index: Int)? in
      let position = state.finishes.firstIndex { !$0.isClaimed && $0.name == name }
      if let position { state.finishes[position].isClaimed = true }
      let index = position.map { state.finishes[$0].index } ?? .max
      guard index > state.reached, !state.isOver else { return nil }
      state.nextWaiter += 1
      state.claimed[state.nextWaiter] = position
      return (state.nextWaiter, position, index)
    }
    guard let claim else { return !withState(\.isOver) }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let goesOn = withState { state -> Bool? in
          state.claimed[claim.waiter] = nil
          if state.isOver { return false }
          if state.givenUp.remove(claim.waiter) != nil || claim.index <= state.reached { return true }
          state.waiting[claim.waiter] = Waiter(
            finish: claim.finish, index: claim.index, continuation: continuation)
          return nil
        }
        if let goesOn { continuation.resume(returning: goesOn) }
      }
    } onCancel: {
      // Given up: its outcome is dropped, so it goes on at once. An image given up before its
      // place was given up before the recorded run took it: its place is for the next image of
      // its name. Work a session notes given up or not keeps its place, and so does work let go,
      // or held past its place for the keys read before its outcome was taken.
      let waiter = withState { state -> Waiter? in
        let givesPlaceBack = !notesGivenUp && claim.index > state.passed
        if let waiter = state.waiting.removeValue(forKey: claim.waiter) {
          if let finish = waiter.finish, givesPlaceBack { state.finishes[finish].isClaimed = false }
          return waiter
        }
        if let finish = state.claimed.removeValue(forKey: claim.waiter) {
          state.givenUp.insert(claim.waiter)
          if let finish, givesPlaceBack { state.finishes[finish].isClaimed = false }
        }
        return nil
      }
      waiter?.continuation.resume(returning: true)
    }
  }

  /// Whether work has come to the finish recorded at event `index` in the replay, and is held.
  public func hasCome(at index: Int) -> Bool {
    withState { state in state.finishes.first { $0.index == index }?.isClaimed ?? true }
  }

  /// Notes that the replay has passed the finish at event `index`, with its work come and held
  /// until ``release(through:)``.
  public func pass(_ index: Int) {
    withState { state in state.passed = max(state.passed, index) }
  }

  /// Lets go the work whose finishes are at or before event `index`: the replay has fed it.
  public func release(through index: Int) {
    let released = withState { state in
      state.reached = max(state.reached, index)
      let due = state.waiting.filter { $0.value.index <= index }
      for key in due.keys { state.waiting[key] = nil }
      return due.values.sorted { $0.index < $1.index }.map(\.continuation)
    }
    for continuation in released { continuation.resume(returning: true) }
  }

  /// The replay's app has ended: what is held is let go to be dropped, not shown, and so is
  /// anything taken from now on.
  public func end() {
    let held = withState { state in
      state.isOver = true
      defer { state.waiting = [:] }
      return state.waiting.values.map(\.continuation)
    }
    for continuation in held { continuation.resume(returning: false) }
  }
}
