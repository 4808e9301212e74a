import Foundation
import Models
import Testing

/// Times on the screen: the time of day, and the date too when it is not today.
struct ClockTimeTests {
  private let utc = TimeZone(identifier: "UTC")!
  private let now = Date(timeIntervalSince1970: 1_767_362_000)  // 2026-01-02 13:53:20 UTC

  @Test func aTimeTodayIsTheTimeOfDay() {
    #expect(ClockTime.text(now.addingTimeInterval(30), in: utc, now: now) == "13:53")
    #expect(ClockTime.text(now.addingTimeInterval(30), in: utc, withSeconds: true, now: now) == "13:53:50")
    #expect(ClockTime.text(now, in: utc) == "13:53", "without now, the time alone")
  }

  @Test func aTimeOnAnotherDayStartsWithItsDate() {
    #expect(ClockTime.text(now.addingTimeInterval(86_400), in: utc, now: now) == "2026-01-03 13:53")
    #expect(
      ClockTime.text(now.addingTimeInterval(31 * 365 * 86_400), in: utc, withSeconds: true, now: now)
        == "2056-12-25 13:53:20")
  }
}
