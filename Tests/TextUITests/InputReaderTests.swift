import Foundation
import Testing
import TextUI

@Suite(.timeLimit(.minutes(1)))
struct InputReaderTests {
  private func collect(_ reader: InputReader) async -> [InputEvent] {
    var events: [InputEvent] = []
    for await event in reader.events {
      events.append(event)
    }
    return events
  }

  @Test func linesModeDeliversLinesThenEnd() async throws {
    let pipe = try TestPipe()
    defer { pipe.closeReadEnd() }
    let reader = InputReader(fileDescriptor: pipe.readEnd, mode: .lines)
    pipe.write("4\nswift\r\n")
    pipe.write("안녕\nlast")
    pipe.closeWriteEnd()
    let events = await collect(reader)
    #expect(events == [.line("4"), .line("swift"), .line("안녕"), .line("last"), .end])
  }

  @Test func linesModeReplacesInvalidUtf8() async throws {
    let pipe = try TestPipe()
    defer { pipe.closeReadEnd() }
    let reader = InputReader(fileDescriptor: pipe.readEnd, mode: .lines)
    var bytes: [UInt8] = [0x6F, 0x6B, 0xC3, 0x0A]
    _ = write(pipe.writeEnd, &bytes, bytes.count)
    pipe.closeWriteEnd()
    let events = await collect(reader)
    #expect(events == [.line("ok\u{FFFD}"), .end])
  }

  @Test func emptyInputIsJustEnd() async throws {
    let pipe = try TestPipe()
    defer { pipe.closeReadEnd() }
    let reader = InputReader(fileDescriptor: pipe.readEnd, mode: .lines)
    pipe.closeWriteEnd()
    #expect(await collect(reader) == [.end])
  }

  @Test func keysModeDeliversKeysThenEnd() async throws {
    let pipe = try TestPipe()
    defer { pipe.closeReadEnd() }
    let reader = InputReader(fileDescriptor: pipe.readEnd, mode: .keys)
    pipe.write("\u{1B}[A한\r\u{03}")
    pipe.closeWriteEnd()
    let events = await collect(reader)
    #expect(events == [.key(.up), .key(.character("한")), .key(.enter), .key(.interrupt), .end])
  }

  @Test func stopFinishesTheStreamWithoutInput() async throws {
    let pipe = try TestPipe()
    defer {
      pipe.closeWriteEnd()
      pipe.closeReadEnd()
    }
    let reader = InputReader(fileDescriptor: pipe.readEnd, mode: .lines)
    pipe.write("first\n")
    var iterator = reader.events.makeAsyncIterator()
    #expect(await iterator.next() == .line("first"))
    reader.stop()
    reader.stop()
    #expect(await iterator.next() == nil)
  }
}
