import Models
import ProfileFeature
import Testing

/// Info's and Birth's trace speak the app's words: a date as a date, a field by name, never
/// `Optional(…)` or a module's name.
struct ProfileTraceTests {
  @Test func mutationsAndActionsReadAsTheAppSaysThem() {
    let birthdate = CalendarDate(year: 2000, month: 1, day: 1)!
    let lines = [
      "\(InfoReactor.Mutation.setRoute(.birth(birthdate)))", "\(InfoReactor.Mutation.setNameEntry(nil))",
      "\(BirthReactor.Action.step(.day, by: 1))",
    ]
    #expect(lines == ["setRoute(birth(2000-01-01))", "setNameEntry(nil)", "step(day, by: 1)"])
  }
}
