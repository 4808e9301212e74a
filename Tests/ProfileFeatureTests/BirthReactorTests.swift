import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI

@MainActor
struct BirthReactorTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!
  let start = CalendarDate(year: 2000, month: 1, day: 31)!

  @Test(
    arguments: [
      ("1990-05-17", "1990-05-17", nil),
      ("2024-02-29", "2024-02-29", nil),
      ("2023-02-30", nil, "2023-02-30 is not a date: February 2023 has 28 days"),
      ("2023-13-01", nil, "2023-13-01 is not a date: there is no month 13"),
      ("2027-01-01", nil, "2027-01-01 is in the future: a birthdate is today or earlier"),
      ("1899-12-31", nil, "1899-12-31 is before 1900-01-01, the earliest birthdate accepted"),
      ("2023-01-00", nil, "2023-01-00 is not a date: days start at 01"),
      ("0000-01-01", nil, "0000-01-01 is before 1900-01-01, the earliest birthdate accepted"),
      ("0000-00-00", nil, "0000-00-00 is not a date: there is no month 0"),
      ("17051990", nil, "1705-19-90 is not a date: there is no month 19"),
      ("19900517", "1990-05-17", nil),
      ("1990-5-7", "1990-05-07", nil),
      ("20200230", nil, "2020-02-30 is not a date: February 2020 has 29 days"),
      ("hello", nil, "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"),
      ("1990-517", nil, "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"),
      ("199005170", nil, "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"),
      ("+D", nil, "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"),
    ] as [(String, String?, String?)])
  func typedDates(text: String, draft: String?, error: String?) {
    let tester = ReactorTester(
      BirthReactor(birthdate: start, today: today, service: InMemoryProfileService()))
    tester.send(.type(text))
    if let draft {
      tester.expect { $0.draft = CalendarDate(iso: draft)! }
    } else {
      tester.expect { $0.error = error }
    }
    tester.expectNoMoreStates()
  }

  @Test func steppersMoveAcrossMonthsAndClampShortMonths() {
    let tester = ReactorTester(
      BirthReactor(birthdate: start, today: today, service: InMemoryProfileService()))
    tester.send(.step(.day, by: 1))
    tester.expect { $0.draft = CalendarDate(iso: "2000-02-01")! }
    tester.send(.step(.day, by: -1))
    tester.expect { $0.draft = CalendarDate(iso: "2000-01-31")! }
    // A day the new month lacks is clamped, and the editor says so.
    tester.send(.step(.month, by: 1))
    tester.expect(
      { $0.draft = CalendarDate(iso: "2000-02-29")! },
      { $0.error = "February 2000 has no day 31: the 29th is taken" })
    tester.send(.step(.year, by: 1))
    tester.expect(
      { $0.draft = CalendarDate(iso: "2001-02-28")! },
      { $0.error = "February 2001 has no day 29: the 28th is taken" })
    tester.send(.step(.year, by: -1))
    tester.expect { $0.draft = CalendarDate(iso: "2000-02-28")! }
  }

  @Test func aStepIntoTheFutureIsRefused() {
    let tester = ReactorTester(
      BirthReactor(birthdate: today, today: today, service: InMemoryProfileService()))
    tester.send(.step(.day, by: 1))
    tester.expect { $0.error = "2026-11-23 is in the future: a birthdate is today or earlier" }
    #expect(tester.state.draft == today)
  }

  @Test func doneSavesSendsExactlyOneEventAndDismisses() async throws {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let birthdate = CalendarDate(iso: "1990-05-17")!
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.tapDoneButton(birthdate))
    tester.expect { $0.isSaving = true }
    await tester.receive({ $0.isSaving = false }, { $0.isDismissed = true })
    await tester.reactor.waitUntilIdle()
    await drainMainActor()

    #expect(events.events == [.birthUpdated(birthdate)])
    #expect(try await service.currentProfile().birthdate == birthdate)
    tester.expectNoMoreStates()
  }

  @Test func cancelDismissesAndSendsNothing() async throws {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.cancel)
    tester.expect { $0.isDismissed = true }
    await drainMainActor()
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
    await drainMainActor()
    #expect(!tester.state.isDismissed)
    #expect(events.events.isEmpty)
    #expect(try await service.currentProfile() == .default)
  }

  @Test func doneWithAnImpossibleDraftSavesNothing() async {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))

    tester.send(.tapDoneButton(CalendarDate(iso: "2030-01-01")!))
    tester.expect { $0.error = "2030-01-01 is in the future: a birthdate is today or earlier" }
    await drainMainActor()
    #expect(events.events.isEmpty)
  }

  @Test func enterOnATypedDateSetsAndSavesIt() async {
    let service = InMemoryProfileService()
    let events = EventRecorder(service.events)
    let tester = ReactorTester(BirthReactor(birthdate: start, today: today, service: service))
    tester.send(.edit(TextField("19900517x", limit: 10)))
    tester.expect { $0.entry = TextField("19900517", limit: 10) }
    tester.send(.saveTyped(tester.state.entry.text))
    tester.expect(
      { $0.entry = TextField(limit: 10) }, { $0.draft = CalendarDate(iso: "1990-05-17")! },
      { $0.isSaving = true })
    await tester.receive({ $0.isSaving = false }, { $0.isDismissed = true })
    await drainMainActor()
    #expect(events.events == [.birthUpdated(CalendarDate(iso: "1990-05-17")!)])
  }

  @Test func aRefusedTypedDateKeepsItsDigitsWithTheReason() {
    let tester = ReactorTester(
      BirthReactor(birthdate: start, today: today, service: InMemoryProfileService()))
    tester.send(.edit(TextField("2020-02-30", limit: 10)))
    tester.expect { $0.entry = TextField("2020-02-30", limit: 10) }
    tester.send(.saveTyped("2020-02-30"))
    tester.expect { $0.error = "2020-02-30 is not a date: February 2020 has 29 days" }
    #expect(tester.state.hasUnsavedChange)
    tester.send(.typePastLimit(10))
    tester.expect { $0.error = "this field holds at most 10 characters" }
  }
}
