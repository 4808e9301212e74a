import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct BirthReactorTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!
  let start = CalendarDate(year: 2000, month: 1, day: 31)!

  @Test func doneSavesSendsExactlyOneEventAndDismisses() async throws {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let birthdate = CalendarDate(iso: "1990-05-17")!
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.tapDoneButton(birthdate))
    tester.expect { $0.isSaving = true }
    await tester.receive({ $0.isSaving = false }, { $0.isDismissed = true })
    await tester.finish()

    #expect(events.events == [.birthUpdated(birthdate)])
    #expect(try await service.currentProfile().birthdate == birthdate)
  }

  @Test func cancelDismissesAndSendsNothing() async throws {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.cancel)
    tester.expect { $0.isDismissed = true }
    await tester.finish()
    #expect(events.events.isEmpty)
    #expect(try await service.currentProfile() == .default)
  }

  @Test func aFailingStoreKeepsTheOldValueAndShowsTheError() async throws {
    let service = InMemoryProfileService()
    service.failsToSave = true
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.tapDoneButton(CalendarDate(iso: "1990-05-17")!))
    tester.expect { $0.isSaving = true }
    await tester.receive(
      { $0.isSaving = false },
      { $0.error = "could not save the birthdate: the disk is full" })
    await tester.finish()
    #expect(!tester.state.isDismissed)
    #expect(events.events.isEmpty)
    #expect(try await service.currentProfile() == .default)
  }

  /// The picker keeps the user within the dates a birthdate may be; the rule itself is the
  /// reactor's, checked on every `done`, whoever sends it.
  @Test(
    arguments: [
      ("2030-01-01", "2030-01-01 is in the future: a birthdate is today or earlier"),
      ("2026-11-23", "2026-11-23 is in the future: a birthdate is today or earlier"),
      ("1899-12-31", "1899-12-31 is before 1900-01-01, the earliest birthdate accepted"),
    ])
  func doneWithABirthdateOutOfReachSavesNothing(iso: String, error: String) async {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.tapDoneButton(CalendarDate(iso: iso)!))
    tester.expect { $0.error = error }
    await tester.finish()
    #expect(events.events.isEmpty)
  }
}
