import Foundation

// The start-up floor: a program that loads Foundation and writes one line.
FileHandle.standardOutput.write(Data("hello \(ProcessInfo.processInfo.processIdentifier)\n".utf8))
