import Foundation
import SessionRecording
import Synchronization
import Testing

/// Local work (an image read and decoded) is handed over where the session recorded the app
/// taking it among the keys, not as soon as the replay's machine is done with it.
@Suite struct ReplayLocalWorkTests {
  /// Events 0…3: a key, an image taken, a key, the same image taken again.
  static let session = Session(
    header: SessionTests.header,
    events: [
      SessionEvent(t: 10, .input(.line("l"))),
      SessionEvent(t: 12, .localWork("image https://a/1")),
      SessionEvent(t: 12, .input(.line("l"))),
      SessionEvent(t: 15, .localWork("image https://a/1")),
    ])

  /// Set once a task's work has returned.
  final class Done: Sendable {
    private let flag = Atomic(false)
    var value: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
  }

  /// Whether the work has returned, after the other tasks have had their turns.
  private static func hasReturned(_ done: Done) async -> Bool {
    for _ in 0..<50 { await Task.yield() }
    return done.value
  }

  private static func start(_ work: ReplayLocalWork, _ name: String) -> (Task<Void, Never>, Done) {
    let done = Done()
    let task = Task {
      await work.finished(name)
      done.set()
    }
    return (task, done)
  }

  @Test func workIsHeldUntilTheReplayHasFedTheEventsBeforeItsPlace() async {
    let work = ReplayLocalWork(session: Self.session)
    let (task, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    work.release(through: 0)
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 1)
    await task.value
    #expect(done.value)
  }

  @Test func workOfTheSameNameTakesTheNextPlaceInTurn() async {
    let work = ReplayLocalWork(session: Self.session)
    work.release(through: 1)
    // The first place is behind the replay: the first image goes on at once.
    await work.finished("image https://a/1")
    let (task, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 3) { await Task.yield() }
    work.release(through: 2)
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 3)
    await task.value
  }

  @Test func workTheSessionHasNoPlaceForWaitsUntilItIsGivenUp() async {
    let work = ReplayLocalWork(session: Self.session)
    let (task, done) = Self.start(work, "image https://b/2")
    work.release(through: 3)
    #expect(await Self.hasReturned(done) == false)
    task.cancel()
    await task.value
    #expect(done.value)
  }

  @Test func workGivenUpWhileHeldGivesItsPlaceToTheNextOfItsName() async {
    let work = ReplayLocalWork(session: Self.session)
    let (first, _) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    first.cancel()
    await first.value
    #expect(work.hasCome(at: 1) == false)
    let (second, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 1)
    await second.value
  }

  @Test func aSessionThatNotesNoLocalWorkHoldsNothingBack() async {
    let session = Session(header: SessionTests.header, events: [SessionEvent(t: 10, .input(.line("l")))])
    // Returns at once: a session recorded before local work was noted.
    await ReplayLocalWork(session: session).finished("image https://a/1")
  }

  @Test func theReplaysEndLetsEverythingGo() async {
    let work = ReplayLocalWork(session: Self.session)
    let (held, _) = Self.start(work, "image https://a/1")
    let (unplaced, _) = Self.start(work, "image https://b/2")
    while !work.hasCome(at: 1) { await Task.yield() }
    work.release(through: .max)
    await held.value
    await unplaced.value
  }
}
