import Models
import Services
import Testing

struct InMemoryRandomUserServiceTests {
  @Test func samplePeopleAreUniqueAcrossPagesAndRecordTheirRequest() async throws {
    let service = InMemoryRandomUserService(origin: .offline(reason: nil))
    let first = try await service.people(count: 30, seed: "s", page: 1)
    let second = try await service.people(count: 30, seed: "s", page: 2)

    #expect(first.people.count == 30)
    #expect(first.origin == .offline(reason: nil))
    #expect(Set((first.people + second.people).map(\.id)).count == 60)
    #expect(service.requests == [.init(count: 30, seed: "s", page: 1), .init(count: 30, seed: "s", page: 2)])
  }

  @Test(arguments: [0, -1, 5001])
  func aCountOutsideTheAPIsRangeIsRefused(count: Int) async {
    await #expect(throws: RandomUserError.invalidCount(count)) {
      try await InMemoryRandomUserService().people(count: count, seed: "s", page: 1)
    }
  }

  @Test func failsWhenToldToAndRecoversWhenToldAgain() async throws {
    let service = InMemoryRandomUserService()
    service.fail(with: RandomUserError.rateLimited("slow down"))
    await #expect(throws: RandomUserError.rateLimited("slow down")) {
      try await service.people(count: 1, seed: "s", page: 1)
    }
    service.fail(with: nil)
    #expect(try await service.people(count: 1, seed: "s", page: 1).people.count == 1)
  }

  @Test func errorsReadAsOneSentence() {
    #expect(
      RandomUserError.invalidCount(0).description == "0 is not a count the API accepts: ask for 1–5000 people"
    )
    #expect(RandomUserError.api("Uh oh").description == "the server said: Uh oh")
    #expect(RandomUserError.status(503).description == "the server answered with HTTP status 503")
  }
}
