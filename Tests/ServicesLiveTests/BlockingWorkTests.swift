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
struct BlockingWorkTests {
  @Test func editsWaitingForALockedDatabaseLeaveTheCooperativePoolFree() async throws {
    let directory = try TemporaryDirectory()
    let database = try AppDatabase.open(directory: directory.url, busyTimeout: .seconds(2))
    let service = LiveProfileService(store: ProfileStore(database: database))
    let holder = try LockHolder(path: database.path)

    // More waiting edits than the pool has threads (one per core), each through a service of
    // its own so the actor does not queue them: as many storage calls as can be waiting at once.
    let edits = (0..<(ProcessInfo.processInfo.activeProcessorCount + 4)).map { number in
      let service = LiveProfileService(store: ProfileStore(database: database))
      return Task { try? await service.updateName(to: "Name \(number)") }
    }
    let clock = ContinuousClock()
    let start = clock.now
    try await Task.sleep(for: .milliseconds(100))
    _ = await Task.detached { 1 }.value
    let waited = clock.now - start
    try holder.release()
    for edit in edits { await edit.value }

    // Stuck behind the edits, this would take the 2 s busy timeout.
    #expect(waited < .milliseconds(1_000), "tasks on the cooperative pool ran while the edits waited")
    #expect(try await service.currentProfile().name.hasPrefix("Name "))
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
      let first = Task.detached {
        try catalog.loadIfNeeded()
        firstDone.withLock { $0 = true }
      }
      for _ in 0..<200 where decodes.withLock({ $0 }) == 0 {
        try await Task.sleep(for: .milliseconds(10))
      }
      // Should the second search wait for the first after all, this lets both finish.
      let watchdog = Task.detached {
        try await Task.sleep(for: .seconds(3))
        gate.signal()
      }

      let page = try await BlockingWork.run { try catalog.repositories(matching: "reactorkit", page: 1) }

      #expect(page.repos.first?.fullName == "ReactorKit/ReactorKit")
      #expect(
        !firstDone.withLock { $0 }, "the second search finished while the first load was still decoding")
      watchdog.cancel()
      gate.signal()
      try await first.value
    }
  }
}
