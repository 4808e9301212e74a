import Models
import Services
import Testing

struct BroadcastTests {
  @Test func everySubscriberGetsEveryEventSentAfterItSubscribed() async {
    let broadcast = Broadcast<Int>()
    broadcast.send(0)
    let first = broadcast.subscribe()
    let second = broadcast.subscribe()
    broadcast.send(1)
    broadcast.send(2)

    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    #expect(await firstIterator.next() == 1)
    #expect(await firstIterator.next() == 2)
    #expect(await secondIterator.next() == 1)
    #expect(await secondIterator.next() == 2)
  }

  @Test func aSubscriberThatStopsIsRemoved() async {
    let broadcast = Broadcast<Int>()
    let consumer = Task {
      for await _ in broadcast.subscribe() {}
    }
    while broadcast.subscriberCount == 0 { await Task.yield() }
    consumer.cancel()
    await consumer.value
    #expect(broadcast.subscriberCount == 0)
  }

  @Test func aFailedSaveSendsNothingAndKeepsTheOldValue() async throws {
    let service = InMemoryProfileService()
    let events = service.events
    service.failsToSave = true
    let birthdate = try #require(CalendarDate(iso: "1990-05-17"))

    await #expect(throws: InMemoryProfileService.SaveFailed.self) {
      try await service.updateBirth(to: birthdate)
    }
    service.failsToSave = false
    try await service.updateName(to: "Ada")

    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == .nameUpdated("Ada"))
    #expect(try await service.currentProfile() == Profile(name: "Ada", birthdate: Profile.default.birthdate))
  }
}
