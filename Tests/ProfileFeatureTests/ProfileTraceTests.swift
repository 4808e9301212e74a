import Models
import ProfileFeature
import ReactorTracing
import Testing

/// Info's and Birth's trace, in the generic summary's words: a date as a date, a refused name
/// quoted, never `Optional(…)` or a module's name.
struct ProfileTraceTests {
  @Test func mutationsAndActionsReadAsTheAppSaysThem() {
    let birthdate = CalendarDate(year: 2000, month: 1, day: 1)!
    let lines = [
      TraceSummary.of(InfoReactor.Mutation.setRoute(.birth(birthdate))),
      TraceSummary.of(InfoReactor.Action.rename("Ada")),
      TraceSummary.of(BirthReactor.Action.tapDoneButton(birthdate)),
    ]
    #expect(lines == ["setRoute(birth(2000-01-01))", "rename(\"Ada\")", "tapDoneButton(2000-01-01)"])
  }
}
