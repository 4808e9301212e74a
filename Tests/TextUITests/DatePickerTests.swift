import Testing

@testable import TextUI

/// The date picker: the date it keeps, its steps and typed dates, and what it says when it
/// refuses one.
@MainActor
struct DatePickerTests {
  let today = YearMonthDay(year: 2026, month: 11, day: 22)!
  let earliest = YearMonthDay(year: 1900, month: 1, day: 1)!

  func picker(at iso: String) -> DatePicker {
    DatePicker(date: day(iso), bounds: earliest...today)
  }

  func day(_ iso: String) -> YearMonthDay {
    // Every day the tests name is real.
    try! DatePicker.parse(iso, within: .first ... .last)
  }

  @Test func arrowsAndPageKeysStepTheDayTheMonthAndTheYear() {
    let picker = picker(at: "2000-01-31")
    let steps: [(Key, String)] = [
      (.up, "2000-02-01"), (.down, "2000-01-31"), (.pageDown, "1999-01-31"), (.pageUp, "2000-01-31"),
      (.left, "1999-12-31"), (.right, "2000-01-31"),
    ]
    for (key, expected) in steps {
      #expect(picker.handle(.key(key)) == .handled)
      #expect("\(picker.date)" == expected, "after \(key)")
    }
  }

  @Test func plainLinesStepAndSetTheDate() {
    let picker = picker(at: "2000-01-31")
    for (line, expected) in [
      ("+d", "2000-02-01"), ("-d", "2000-01-31"), ("-y", "1999-01-31"), ("1990-5-7", "1990-05-07"),
    ] {
      #expect(picker.handle(.line(line)) == .handled)
      #expect("\(picker.date)" == expected, "after \(line)")
    }
  }

  /// A day the new month lacks is clamped to its last, and the picker says so.
  @Test func aMonthWithoutTheDayClampsItAndSaysSo() {
    let picker = picker(at: "2000-01-31")
    #expect(picker.handle(.line("+m")) == .answered("February 2000 has no day 31: the 29th is taken"))
    #expect("\(picker.date)" == "2000-02-29")
    #expect(picker.handle(.key(.pageUp)) == .answered("February 2001 has no day 29: the 28th is taken"))
    #expect("\(picker.date)" == "2001-02-28")
    #expect(picker.handle(.key(.pageDown)) == .handled)
    #expect("\(picker.date)" == "2000-02-28")
  }

  @Test func itNeverStepsPastItsBounds() {
    let latest = picker(at: "2026-11-22")
    #expect(latest.handle(.key(.up)) == .answered("2026-11-23 is after 2026-11-22, the latest date here"))
    #expect(latest.handle(.line("+y")) == .answered("2027-11-22 is after 2026-11-22, the latest date here"))
    #expect(latest.date == today)
    let first = picker(at: "1900-01-01")
    #expect(first.handle(.key(.down)) == .answered("1899-12-31 is before 1900-01-01, the earliest date here"))
    #expect(first.date == earliest)
    let calendar = DatePicker(date: .last)
    #expect(calendar.handle(.key(.up)) == .answered("that step leaves the calendar"))
  }

  @Test(
    arguments: [
      ("1990-05-17", "1990-05-17"),
      ("2024-02-29", "2024-02-29"),
      ("19900517", "1990-05-17"),
      ("1990-5-7", "1990-05-07"),
      (" 1990-05-17 ", "1990-05-17"),
      ("2023-02-30", "2023-02-30 is not a date: February 2023 has 28 days"),
      ("20200230", "2020-02-30 is not a date: February 2020 has 29 days"),
      ("2023-13-01", "2023-13-01 is not a date: there is no month 13"),
      ("17051990", "1705-19-90 is not a date: there is no month 19"),
      ("0000-00-00", "0000-00-00 is not a date: there is no month 0"),
      ("2023-01-00", "2023-01-00 is not a date: days start at 01"),
      ("2027-01-01", "2027-01-01 is after 2026-11-22, the latest date here"),
      ("2026-11-23", "2026-11-23 is after 2026-11-22, the latest date here"),
      ("1899-12-31", "1899-12-31 is before 1900-01-01, the earliest date here"),
      ("0000-02-30", "0000-02-30 is before 1900-01-01, the earliest date here"),
      ("hello", DatePicker.howToType),
      ("1990-517", DatePicker.howToType),
      ("199005170", DatePicker.howToType),
      ("+D", DatePicker.howToType),
    ])
  func aDateTypedWholeIsSetOrRefusedInWords(text: String, outcome: String) {
    let picker = picker(at: "2000-01-01")
    let answer = picker.handle(.line(text))
    if outcome.first?.isNumber == true, outcome.count == 10 {
      #expect(answer == .handled)
      #expect("\(picker.date)" == outcome)
    } else {
      #expect(answer == .answered(outcome))
      #expect("\(picker.date)" == "2000-01-01", "a refused date changes nothing")
    }
  }

  /// The first digit opens the line and every key goes to it; Enter sets the date typed.
  @Test func digitsTypedOnATerminalSetTheDateOnEnter() {
    let picker = picker(at: "2000-01-01")
    #expect(!picker.capturesKeys)
    #expect(picker.handle(.key(.character("x"))) == .unknown)
    for character in "1990-05-17" {
      #expect(picker.handle(.key(.character(character))) == .handled)
    }
    #expect(picker.capturesKeys)
    #expect(picker.typing?.text == "1990-05-17")
    #expect(picker.handle(.key(.character("q"))) == .answered("'q' cannot be typed here"))
    #expect(picker.handle(.key(.character("1"))) == .answered("this field holds at most 10 characters"))
    #expect("\(picker.date)" == "2000-01-01", "typing sets nothing before Enter")
    #expect(picker.handle(.key(.enter)) == .handled)
    #expect("\(picker.date)" == "1990-05-17")
    #expect(picker.typing == nil && !picker.capturesKeys)
  }

  /// A date refused on Enter keeps its digits, so it can be fixed rather than typed again.
  @Test func aRefusedTypedDateKeepsItsDigitsWithTheReason() {
    let picker = picker(at: "2000-01-01")
    for character in "20200230" { _ = picker.handle(.key(.character(character))) }
    #expect(picker.handle(.key(.enter)) == .answered("2020-02-30 is not a date: February 2020 has 29 days"))
    #expect(picker.typing?.text == "20200230")
    #expect(picker.handle(.key(.backspace)) == .handled)
    #expect(picker.handle(.key(.backspace)) == .handled)
    _ = picker.handle(.key(.character("2")))
    _ = picker.handle(.key(.character("9")))
    #expect(picker.handle(.key(.enter)) == .handled)
    #expect("\(picker.date)" == "2020-02-29")
  }

  @Test func escapeOrErasingEveryDigitDropsThemAndTheArrowsStepAgain() {
    let picker = picker(at: "2000-01-01")
    _ = picker.handle(.key(.character("1")))
    _ = picker.handle(.key(.character("9")))
    #expect(picker.handle(.key(.escape)) == .handled)
    #expect(picker.typing == nil)
    #expect(picker.handle(.key(.escape)) == .unknown, "with no digits, Esc is the screen's again")
    _ = picker.handle(.key(.character("1")))
    #expect(picker.handle(.key(.backspace)) == .handled)
    #expect(picker.typing == nil)
    #expect(picker.handle(.key(.up)) == .handled)
    #expect("\(picker.date)" == "2000-01-02")
  }

  /// Showing the state's date drops the digits being typed; bounds set later bring the date
  /// within them.
  @Test func showAndBoundsKeepTheDateWithinReach() {
    let picker = DatePicker()
    picker.bounds = earliest...today
    #expect(picker.date == earliest)
    _ = picker.handle(.key(.character("2")))
    picker.show(day("1990-05-17"))
    #expect(picker.typing == nil)
    #expect("\(picker.date)" == "1990-05-17")
    picker.show(day("2030-01-01"))
    #expect(picker.date == today)
  }

  @Test func theHintsNameTheKeysOfTheMomentAndTheAboutPageAll() {
    let picker = picker(at: "2000-01-01")
    #expect(
      picker.keys.map(\.label) == ["0–9", "YYYY-MM-DD", "+d -d", "+m -m", "+y -y", "↑↓", "←→", "PgUp PgDn"])
    _ = picker.handle(.key(.character("1")))
    #expect(
      picker.keys.map(\.label) == [
        "0–9 -", "Enter", "⌫", "←→ ^←→ Home End Del ^A ^E ^U ^K ^W Alt-B Alt-F Alt-D Alt-⌫", "Esc",
      ])
    #expect(Set(picker.keys.map(\.label)).isSubset(of: picker.allKeys.map(\.label)))
  }

  @Test func daysAddUpAcrossMonthsYearsAndLeapDays() {
    let leap = day("2024-02-28")
    #expect(leap.adding(days: 1).map { "\($0)" } == "2024-02-29")
    #expect(leap.adding(days: 2).map { "\($0)" } == "2024-03-01")
    #expect(day("1999-12-31").adding(days: 1).map { "\($0)" } == "2000-01-01")
    #expect(day("2000-03-01").adding(days: -1).map { "\($0)" } == "2000-02-29")
    #expect(day("1900-03-01").adding(days: -1).map { "\($0)" } == "1900-02-28", "1900 is no leap year")
    #expect(day("2001-01-01").adding(days: -366).map { "\($0)" } == "2000-01-01")
    #expect(day("2024-01-31").adding(months: 13).map { "\($0)" } == "2025-02-28")
    #expect(YearMonthDay.first.adding(days: -1) == nil)
    #expect(YearMonthDay(year: 2023, month: 2, day: 29) == nil)
  }
}
