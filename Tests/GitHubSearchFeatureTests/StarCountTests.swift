import Testing

@testable import GitHubSearchFeature

struct StarCountTests {
  @Test(arguments: [
    (0, "0"), (950, "950"), (999, "999"), (1_000, "1k"), (1_234, "1.2k"), (1_299, "1.2k"), (12_345, "12.3k"),
    (67_500, "67.5k"), (99_999, "99.9k"), (100_000, "100k"), (123_456, "123k"), (999_999, "999k"),
    (1_000_000, "1M"), (1_250_000, "1.2M"), (250_000_000, "250M"), (-5, "0"),
  ])
  func abbreviatesLikeGitHub(count: Int, text: String) {
    #expect(StarCount.text(count) == text)
  }
}
