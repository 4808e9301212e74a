import Testing
import TextUI

@Suite struct ProgressAndSpinnerTests {
  @Test func knownTotalShowsBarAndBothCounts() {
    let bar = ProgressBar.render(received: 1_700_000, expected: 3_400_000, width: 29)
    #expect(bar == "[#####.....]  1.7 MB / 3.4 MB")
    let third = ProgressBar.render(received: 1_200_000, expected: 3_600_000, width: 28)
    #expect(third == "[###......]  1.2 MB / 3.6 MB")
  }

  @Test func barIsEmptyAtStartAndFullAtEnd() {
    #expect(ProgressBar.render(received: 0, expected: 1000, width: 21) == "[.....]  0 B / 1.0 kB")
    #expect(ProgressBar.render(received: 1000, expected: 1000, width: 25) == "[######]  1.0 kB / 1.0 kB")
    #expect(ProgressBar.render(received: 5000, expected: 1000, width: 25) == "[######]  5.0 kB / 1.0 kB")
  }

  @Test func unknownTotalShowsBytesOnly() {
    #expect(ProgressBar.render(received: 512, expected: nil, width: 40) == "512 B")
    #expect(ProgressBar.render(received: 2_500_000, expected: 0, width: 40) == "2.5 MB")
  }

  @Test func narrowWidthDropsTheBar() {
    #expect(ProgressBar.render(received: 1_000_000, expected: 2_000_000, width: 12) == "1.0 MB / 2.…")
  }

  @Test(arguments: [10, 22, 33, 80])
  func barFillsTheRequestedWidth(width: Int) {
    let bar = ProgressBar.render(received: 3_000, expected: 9_000, width: width)
    #expect(DisplayWidth.of(bar) == width)
  }

  @Test func unitsRoundUpToTheNextUnit() {
    #expect(ProgressBar.render(received: 999_960, expected: nil, width: 20) == "1.0 MB")
    #expect(ProgressBar.render(received: 999_949, expected: nil, width: 20) == "999.9 kB")
    #expect(ProgressBar.render(received: 7_300_000_000, expected: nil, width: 20) == "7.3 GB")
  }

  @Test func spinnerCyclesThroughBrailleFrames() {
    #expect(Spinner.frames.count == 10)
    #expect(Spinner.frame(at: 0) == "⠋")
    #expect(Spinner.frame(at: 10) == "⠋")
    #expect(Spinner.frame(at: 11) == "⠙")
    #expect(Spinner.frame(at: -1) == "⠏")
    #expect(Spinner.frames.allSatisfy { DisplayWidth.of($0) == 1 })
  }

  @Test func asciiSpinnerCycles() {
    #expect((0..<5).map(Spinner.asciiFrame(at:)) == ["|", "/", "-", "\\", "|"])
  }
}
