import Testing

@testable import HomeFeature

struct AgeTests {
  @Test(
    arguments: [
      (-5, "just now"), (0, "just now"), (59, "just now"), (60, "1 min ago"), (12 * 60 + 59, "12 min ago"),
      (3_599, "59 min ago"), (3_600, "1 h ago"), (47 * 3_600, "47 h ago"), (2 * 86_400, "2 days ago"),
    ] as [(Int64, String)])
  func describesAnAgeInWords(seconds: Int64, text: String) {
    #expect(Age.describe(.seconds(seconds)) == text)
  }
}
