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

  /// Work named `name` coming to its finish; the task gives whether it may be shown.
  private static func start(_ work: ReplayLocalWork, _ name: String) -> (Task<Bool, Never>, Done) {
    let done = Done()
    let task = Task {
      let shown = await work.finished(name)
      done.set()
      return shown
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
    #expect(await task.value)
  }

  @Test func workOfTheSameNameTakesTheNextPlaceInTurn() async {
    let work = ReplayLocalWork(session: Self.session)
    work.release(through: 1)
    // The first place is behind the replay: the first image goes on at once.
    #expect(await work.finished("image https://a/1"))
    let (task, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 3) { await Task.yield() }
    work.release(through: 2)
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 3)
    #expect(await task.value)
  }

  @Test func workTheSessionHasNoPlaceForWaitsUntilItIsGivenUp() async {
    let work = ReplayLocalWork(session: Self.session)
    let (task, done) = Self.start(work, "image https://b/2")
    work.release(through: 3)
    #expect(await Self.hasReturned(done) == false)
    task.cancel()
    // Given up: the screen drops it for its own reasons, so the answer is that it may go on.
    #expect(await task.value)
  }

  @Test func workGivenUpWhileHeldGivesItsPlaceToTheNextOfItsName() async {
    let work = ReplayLocalWork(session: Self.session)
    let (first, _) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    first.cancel()
    _ = await first.value
    #expect(work.hasCome(at: 1) == false)
    let (second, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 1)
    #expect(await second.value)
  }

  @Test func aVersionOneSessionHoldsNothingBack() async {
    var header = SessionTests.header
    header.version = 1
    let session = Session(header: header, events: [SessionEvent(t: 10, .input(.line("l")))])
    // Returns at once, to be shown: a session recorded before local work was noted.
    #expect(await ReplayLocalWork(session: session).finished("image https://a/1"))
  }

  @Test func aLaterSessionThatNotesNoneHoldsWorkUntilTheAppEndsThenDropsIt() async {
    let session = Session(header: SessionTests.header, events: [SessionEvent(t: 10, .input(.line("q")))])
    let work = ReplayLocalWork(session: session)
    let (task, done) = Self.start(work, "image https://a/1")
    work.release(through: 0)
    #expect(await Self.hasReturned(done) == false)
    work.end()
    #expect(await task.value == false)
  }

  @Test func theAppsEndLetsEverythingGoToBeDropped() async {
    let work = ReplayLocalWork(session: Self.session)
    let (held, _) = Self.start(work, "image https://a/1")
    let (unplaced, _) = Self.start(work, "image https://b/2")
    while !work.hasCome(at: 1) { await Task.yield() }
    work.end()
    #expect(await held.value == false)
    #expect(await unplaced.value == false)
    #expect(await work.finished("image https://a/1") == false)
  }

  /// Held past its place while a key of the same millisecond is fed, then given up (the key left
  /// the screen): it was taken in the recorded run, so its place stays used, and the next work
  /// of its name waits for the next place.
  @Test func workGivenUpAfterItsPlaceWasPassedKeepsItsPlace() async {
    let work = ReplayLocalWork(session: Self.session)
    let (first, _) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 1) { await Task.yield() }
    work.pass(1)
    first.cancel()
    _ = await first.value
    #expect(work.hasCome(at: 1))
    work.release(through: 2)
    let (second, done) = Self.start(work, "image https://a/1")
    while !work.hasCome(at: 3) { await Task.yield() }
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 3)
    #expect(await second.value)
  }

  /// Each kind of local work is held only in sessions of a format that notes it: the
  /// database's since 3, so an older session's replay reads its database at once.
  @Test func aVersionTwoSessionHoldsImagesButNotTheDatabase() async {
    var header = SessionTests.header
    header.version = 2
    let session = Session(header: header, events: [SessionEvent(t: 10, .localWork("image https://a/1"))])
    #expect(await ReplayLocalWork(session: session).finished("database profile"))
    #expect(ReplayLocalWork.notes("image https://a/1", in: 2))
    #expect(!ReplayLocalWork.notes("database profile", in: 2))
    #expect(!ReplayLocalWork.notes("offline randomuser.me", in: 2))
    #expect(ReplayLocalWork.notes("offline randomuser.me", in: 3))
    #expect(!ReplayLocalWork.notes("bogus thing", in: 3), "a kind no build notes")
  }

  /// Database work is noted given up or not, so given up (its screen left) it keeps its place,
  /// and goes on at once to be dropped: the next read of its name waits for the next place.
  @Test func databaseWorkGivenUpKeepsItsPlace() async {
    let session = Session(
      header: SessionTests.header,
      events: [
        SessionEvent(t: 10, .localWork("database cached posts")),
        SessionEvent(t: 12, .input(.line("b"))),
        SessionEvent(t: 15, .localWork("database cached posts")),
      ])
    let work = ReplayLocalWork(session: session)
    let given = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await work.finished("database cached posts")
    }
    #expect(await given.value, "a given-up piece goes on at once")
    #expect(work.hasCome(at: 0))
    let (next, done) = Self.start(work, "database cached posts")
    while !work.hasCome(at: 2) { await Task.yield() }
    #expect(await Self.hasReturned(done) == false)
    work.release(through: 2)
    #expect(await next.value)
  }
}
