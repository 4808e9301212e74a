import Models
import ProfileFeature
import ReactorTracing
import Testing
import TextUI

/// Info's and Birth's trace, in the generic summary's words: a date as a date, a field by name,
/// never `Optional(…)` or a module's name.
struct ProfileTraceTests {
  @Test func mutationsAndActionsReadAsTheAppSaysThem() {
    let birthdate = CalendarDate(year: 2000, month: 1, day: 1)!
    let lines = [
      TraceSummary.of(InfoReactor.Mutation.setRoute(.birth(birthdate))),
      TraceSummary.of(InfoReactor.Mutation.setNameEntry(nil)),
      TraceSummary.of(BirthReactor.Action.step(.day, by: 1)),
      TraceSummary.of(BirthReactor.Mutation.setEntry(TextField("1990", limit: 10))),
    ]
    #expect(
      lines == [
        "setRoute(birth(2000-01-01))", "setNameEntry(nil)", "step(day, by: 1)", "setEntry(\"1990\")",
      ])
  }
}
