import Models
import ReactorTesting
import Services
import Testing

@MainActor
struct BroadcastTests {
  @Test func everyFollowerGetsEveryEventSentAfterItStartedBeforeSendReturns() async {
    let broadcast = Broadcast<Int>()
    await broadcast.send(0)
    let first = EventRecorder(broadcast.events)
    let second = EventRecorder(broadcast.events)
    await broadcast.send(1)
    #expect(first.events == [1])
    await broadcast.send(2)

    #expect(first.events == [1, 2])
    #expect(second.events == [1, 2])
    #expect(broadcast.subscriberCount == 2)
  }

  @Test func aFollowerThatIsReleasedStopsListening() async {
    let broadcast = Broadcast<Int>()
    var recorder: EventRecorder<Int>? = EventRecorder(broadcast.events)
    #expect(broadcast.subscriberCount == 1)
    recorder = nil
    #expect(recorder == nil)
    #expect(await drainMainActor { broadcast.subscriberCount == 0 })
  }

  @Test func aFailedSaveSendsNothingAndKeepsTheOldValue() async throws {
    let service = InMemoryProfileService()
    let recorder = EventRecorder(service.events)
    service.failsToSave = true
    let birthdate = try #require(CalendarDate(iso: "1990-05-17"))

    await #expect(throws: InMemoryProfileService.SaveFailed.self) {
      try await service.updateBirth(to: birthdate)
    }
    service.failsToSave = false
    try await service.updateName(to: "Ada")

    #expect(recorder.events == [.nameUpdated("Ada")])
    #expect(try await service.currentProfile() == Profile(name: "Ada", birthdate: Profile.default.birthdate))
  }
}
