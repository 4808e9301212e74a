import Foundation
import Models
import ReactorTesting
import Services
import ServicesLive
import Storage
import StorageTesting
import Testing

struct LiveProfileServiceTests {
  let birthdate = CalendarDate(year: 1990, month: 5, day: 17)!

  @Test func aNewServiceOverTheSameFileReadsTheSavedProfile() async throws {
    let directory = try TemporaryDirectory()
    do {
      let service = LiveProfileService(
        store: ProfileStore(database: try AppDatabase.open(directory: directory.url)))
      #expect(try await service.currentProfile() == .default)
      try await service.updateBirth(to: birthdate)
      try await service.updateName(to: "Ada")
    }
    let reopened = LiveProfileService(
      store: ProfileStore(database: try AppDatabase.open(directory: directory.url)))
    #expect(try await reopened.currentProfile() == Profile(name: "Ada", birthdate: birthdate))
  }

  @MainActor
  @Test func theEventReachesEveryFollowerAfterTheSaveBeforeItReturns() async throws {
    let directory = try TemporaryDirectory()
    let store = ProfileStore(database: try AppDatabase.open(directory: directory.url))
    let service = LiveProfileService(store: store)
    let first = EventRecorder(service.events)
    let second = EventRecorder(service.events)

    try await service.updateBirth(to: birthdate)

    #expect(first.events == [.birthUpdated(birthdate)])
    #expect(second.events == [.birthUpdated(birthdate)])
    #expect(try store.load()?.birthdate == birthdate)
  }

  @MainActor
  @Test func aFailedSaveSendsNothingAndReportsTheError() async throws {
    let directory = try TemporaryDirectory()
    let database = try AppDatabase.open(directory: directory.url, busyTimeout: .milliseconds(100))
    let service = LiveProfileService(store: ProfileStore(database: database))
    let recorder = EventRecorder(service.events)
    let lock = try LockHolder(path: database.path)

    await #expect(throws: StorageError.locked(path: database.path)) {
      try await service.updateBirth(to: birthdate)
    }
    try lock.release()
    try await service.updateName(to: "After")

    #expect(recorder.events == [.nameUpdated("After")], "the failed birthdate sent nothing")
    #expect(
      try await service.currentProfile() == Profile(name: "After", birthdate: Profile.default.birthdate))
  }
}

/// A fresh folder, removed when the test ends.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
