import Testing
import TextUI

struct CountedTests {
  @Test(arguments: [
    (0, "0 people"), (1, "1 person"), (2, "2 people"), (1_234, "1,234 people"), (-1, "-1 people"),
  ])
  func oneIsSingularEveryOtherCountPlural(count: Int, text: String) {
    #expect(count.counted("person", plural: "people") == text)
  }

  @Test func theRegularPluralAddsAnS() {
    #expect(1.counted("post") == "1 post")
    #expect(3.counted("comment") == "3 comments")
    #expect(1.counted("repository", plural: "repositories") == "1 repository")
    #expect(30.counted("repository", plural: "repositories") == "30 repositories")
  }

  @Test func groupsThousands() {
    #expect(0.grouped == "0")
    #expect(999.grouped == "999")
    #expect(1_000.grouped == "1,000")
    #expect(1_234_567.grouped == "1,234,567")
    #expect((-12_345).grouped == "-12,345")
  }
}
