import Foundation
import Models
import Testing

@Suite("CalendarDate")
struct CalendarDateTests {
  @Test(
    "accepts real dates in strict YYYY-MM-DD form",
    arguments: [
      ("2024-02-29", 2024, 2, 29),
      ("2000-02-29", 2000, 2, 29),
      ("1990-05-17", 1990, 5, 17),
      ("1900-01-01", 1900, 1, 1),
      ("2023-12-31", 2023, 12, 31),
      ("0001-01-01", 1, 1, 1),
    ])
  func acceptsValidDates(text: String, year: Int, month: Int, day: Int) throws {
    let date = try #require(CalendarDate(iso: text))
    #expect(date.year == year)
    #expect(date.month == month)
    #expect(date.day == day)
    #expect(date.iso == text)
  }

  @Test(
    "rejects impossible dates and anything not strictly YYYY-MM-DD",
    arguments: [
      "2023-02-30", "2023-02-29", "1900-02-29", "2023-13-01", "2023-00-10", "2023-04-31",
      "2023-01-00", "0000-01-01", "1990-5-17", "1990-05-7", "hello", "", "1990/05/17",
      " 1990-05-17", "1990-05-17 ", "1990-05-17T00:00", "+990-05-17", "1990-0a-17", "１９９０-05-17",
    ])
  func rejectsInvalidText(text: String) {
    #expect(CalendarDate(iso: text) == nil)
  }

  @Test("applies the Gregorian leap-year rules")
  func leapYears() {
    #expect(CalendarDate.isLeapYear(2024))
    #expect(CalendarDate.isLeapYear(2000))
    #expect(!CalendarDate.isLeapYear(1900))
    #expect(!CalendarDate.isLeapYear(2023))
    #expect(CalendarDate.numberOfDays(inMonth: 2, ofYear: 2024) == 29)
    #expect(CalendarDate.numberOfDays(inMonth: 2, ofYear: 2100) == 28)
    #expect(CalendarDate.numberOfDays(inMonth: 9, ofYear: 2023) == 30)
    #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
  }

  @Test("pads the ISO form and orders dates chronologically")
  func paddingAndOrder() throws {
    let early = try #require(CalendarDate(year: 987, month: 3, day: 4))
    let late = try #require(CalendarDate(iso: "1990-05-17"))
    #expect(early.iso == "0987-03-04")
    #expect(early.description == "0987-03-04")
    #expect(early < late)
    #expect(try #require(CalendarDate(iso: "1990-05-16")) < late)
    #expect(try #require(CalendarDate(iso: "1990-04-30")) < late)
    #expect(!(late < late))
  }

  @Test("encodes to and decodes from its ISO string in JSON")
  func codable() throws {
    let date = try #require(CalendarDate(iso: "2024-02-29"))
    let json = try JSONEncoder().encode([date])
    #expect(String(decoding: json, as: UTF8.self) == #"["2024-02-29"]"#)
    #expect(try JSONDecoder().decode([CalendarDate].self, from: json) == [date])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2023-02-30"]"#.utf8))
    }
  }
}
