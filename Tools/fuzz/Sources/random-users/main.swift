import Foundation
import FuzzSupport
import Models
import Networking
import Services
import ServicesLive

// randomuser.me answers: any status, headers and body give people or a RandomUserError, never
// a trap; people are only ever read from a 2xx, and they survive being stored as JSON.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRandomUsers(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let response = input.response(url: "https://randomuser.me/api/?results=20")
  do {
    let people = try RandomUserDecoder.people(from: response)
    invariant((200..<300).contains(response.status), "people from a \(response.status)")
    invariantRoundTrips(people)
  } catch {
    invariant(!error.description.isEmpty, "an error without a message")
  }
  if let people = try? RandomUserDecoder.people(fromBody: response.body) {
    invariantRoundTrips(people)
  }
  return 0
}

runFuzzer(fuzzRandomUsers)
