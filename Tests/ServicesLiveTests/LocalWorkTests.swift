import Dispatch
import Foundation
import Models
import Services
import Storage
import StorageTesting
import Synchronization
import Testing

@testable import ServicesLive

/// Storage that waits for another process's lock does not hold up the rest of the app.
struct LocalWorkTests {
  /// A hang guard, not a timing claim: what these tests wait for happens in moments, and only
  /// work that never ends takes a minute.
  static let hangGuard: Duration = .seconds(60)

  /// An executor with one thread of its own, so a test can see whether work blocks it whatever
  /// else the process is doing.
  final class OneThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "one-thread-executor")

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
  }

  /// A flag two tasks share.
  final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
  }

  /// The bundled posts, calling `fetched` on the fetching task as each fetch of comments returns.
  struct AnnouncedPosts: PostsSource {
    let fetched: @Sendable () -> Void

    func posts(page: Int) async throws -> PostsPage { try await BundledPosts().posts(page: page) }
    func author(userID: Int) async throws -> Author { try await BundledPosts().author(userID: userID) }
    func comments(postID: Int) async throws -> [Models.Comment] {
      defer { fetched() }
      return try await BundledPosts().comments(postID: postID)
    }
  }

  @Test func aSaveWaitingForALockedDatabaseDoesNotHoldItsThread() async throws {
    let directory = try TemporaryDirectory()
    let database = try AppDatabase.open(directory: directory.url, busyTimeout: .seconds(10))
    let holder = try LockHolder(path: database.path)
    let executor = OneThreadExecutor()
    let opened = Flag()
    let (probes, queued) = AsyncStream<Task<Bool, any Error>>.makeStream()
    // The opening task queues the probe itself, on the executor's one thread, as the fetch
    // returns: the probe runs once the opening task, which goes on from the fetch to the save,
    // lets go of that thread. It releases the lock itself, so a save that held the thread would
    // keep it queued, and the lock held, until the 10 s busy timeout, and it would find the
    // comments opened. (Queued by the test's task once told of the fetch, it would wait for that
    // task to get a thread of the shared pool, which a busy machine can take longer than the
    // busy timeout to give.)
    let posts = AnnouncedPosts {
      queued.yield(
        Task(executorPreference: executor) {
          let wasOpened = opened.isSet
          try holder.release()
          return wasOpened
        })
    }
    let service = LivePostsService(
      live: posts, offline: BundledPosts(), policy: DataSourcePolicy(mode: .live),
      liveURL: "https://posts.test", store: PostsCacheStore(database: database))

    // The comments are saved once fetched, with the lock held until the probe runs.
    let opening = Task(executorPreference: executor) {
      defer { queued.finish() }
      _ = try await service.comments(postID: 3)
      opened.set()
    }
    var queuedOnce = probes.makeAsyncIterator()
    let probe = try #require(await queuedOnce.next())
    let openedBeforeTheProbe = try await probe.value
    try await opening.value

    #expect(!openedBeforeTheProbe, "other work ran on the thread while the save waited")
    #expect(try await service.cachedComments(postID: 3)?.isEmpty == false, "the save went through")
  }

  @Test func aSecondFirstSearchDoesNotWaitForTheFirstOnesCatalogLoad() async throws {
    try await TemporaryFolder.run { folder throws in
      let store = RepoCatalogStore(database: try AppDatabase.open(directory: folder))
      let gate = DispatchSemaphore(value: 0)
      let decodes = Mutex(0)
      let catalog = OfflineRepoCatalog(store: store) {
        let number = decodes.withLock { count in
          count += 1
          return count
        }
        // The first decode is slow (a slow disk, a lock held elsewhere); the second is not.
        if number == 1 { gate.wait() }
        return try BundledRepoCatalog.bundled()
      }
      let firstDone = Mutex(false)
      let firstFinished = DispatchSemaphore(value: 0)
      // On a Dispatch thread, as the services run it, so a busy cooperative pool cannot delay it.
      DispatchQueue.global().async {
        #expect(throws: Never.self) { try catalog.loadIfNeeded() }
        firstDone.withLock { $0 = true }
        firstFinished.signal()
      }
      let deadline = ContinuousClock.now + Self.hangGuard
      while decodes.withLock({ $0 }) == 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      // Should the second search wait for the first after all, this lets both finish (and the
      // check below fail) instead of hanging. Three seconds were once allowed: a loaded machine
      // can take that long over the second search alone.
      let watchdog = Task.detached {
        try await Task.sleep(for: Self.hangGuard)
        gate.signal()
      }

      let page = try await catalog.search(matching: "reactorkit", page: 1)

      #expect(page.repos.first?.fullName == "ReactorKit/ReactorKit")
      #expect(
        !firstDone.withLock { $0 }, "the second search finished while the first load was still decoding")
      watchdog.cancel()
      gate.signal()
      #expect(
        firstFinished.wait(timeout: .now() + .seconds(Int(Self.hangGuard.components.seconds))) == .success)
    }
  }

  @Test func theCatalogAsAServiceSearchesOffThePool() async throws {
    try await TemporaryFolder.run { folder throws in
      let catalog = OfflineRepoCatalog(
        store: RepoCatalogStore(database: try AppDatabase.open(directory: folder)))
      let page = try await OfflineCatalogSearchService(catalog: catalog).repositories(
        matching: "reactorkit", page: 1)
      #expect(page.repos.first?.fullName == "ReactorKit/ReactorKit")
      #expect(page.origin == .offline(reason: nil))
    }
  }

  /// A recorded run notes where among the keys each piece of database work ended, by name, on
  /// the main actor; the profile's load and save are told apart by name.
  @Test func eachPieceIsReportedByNameOnTheMainActorOnceItsWorkIsDone() async throws {
    try await TemporaryFolder.run { folder throws in
      let reported = Mutex<[String]>([])
      let work = LocalWork { @MainActor name in
        MainActor.assertIsolated()
        reported.withLock { $0.append(name) }
        return true
      }
      let service = LiveProfileService(
        store: ProfileStore(database: try AppDatabase.open(directory: folder)), work: work)
      #expect(try await service.currentProfile() == .default)
      #expect(reported.withLock { $0 } == ["database profile"])
      try await service.updateName(to: "Ada")
      #expect(reported.withLock { $0 } == ["database profile", "database name saved"])
    }
  }

  /// A replay whose app has ended drops what is still coming: the work ends in cancellation,
  /// not in a screen drawn after the end.
  @Test func workEndingAfterAReplaysEndIsCancelled() async throws {
    let work = LocalWork { @MainActor _ in false }
    await #expect(throws: CancellationError.self) { try await work.runBlocking("database profile") { 1 } }
  }

  /// Work whose screen was left is reported too: whether the screen was left by the time it
  /// ended is chance, which a replay could not repeat. The outcome is the caller's to drop.
  @Test func workGivenUpIsReportedToo() async throws {
    let reported = Mutex(0)
    let work = LocalWork { @MainActor _ in
      reported.withLock { $0 += 1 }
      return true
    }
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let task = Task {
      try await work.runBlocking("database cached posts") {
        started.signal()
        release.wait()
        return 1
      }
    }
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        started.wait()
        continuation.resume()
      }
    }
    task.cancel()
    release.signal()
    #expect(try await task.value == 1, "the outcome is the caller's to drop")
    #expect(reported.withLock { $0 } == 1)
  }
}
