import FlyingFox
import Foundation
import HTTPTesting

/// A randomuser.me stand-in on 127.0.0.1 for `REACTOR_DEMO_RANDOM_USER_BASE_URL`: `GET /api/1.4/`
/// answers `results` people in the API's shape, the same people for the same `seed` and `page`,
/// and echoes them in `info` as the API does. It never touches the internet.
struct RandomUserServer {
  /// What the app is given as `randomUser.baseURL`.
  let baseURL: String
  private let log: RequestLog

  /// Every request received, oldest first.
  var requests: [ReceivedRequest] { log.requests }

  /// Runs `body` against the server, each answer `delay` late, then stops it.
  static func with<T>(delay: Duration = .zero, _ body: (RandomUserServer) async throws -> T) async throws -> T
  {
    let log = RequestLog()
    let route: LoopbackServer.Route = (
      "GET /api/*",
      { request in
        log.append(request)
        if delay > .zero { try await Task.sleep(for: delay) }
        let value = { (name: String) in request.query.first { $0.name == name }?.value }
        let count = value("results").flatMap { Int($0) } ?? 1
        let seed = value("seed") ?? ""
        let page = value("page").flatMap { Int($0) } ?? 1
        let people = (0..<count).map { person(seed: seed, page: page, index: $0) }
        let info = #""info":{"seed":"\#(seed)","results":\#(count),"page":\#(page),"version":"1.4"}"#
        return .json(text: #"{"results":[\#(people.joined(separator: ","))],\#(info)}"#)
      }
    )
    return try await LoopbackServer.with([route]) { server in
      try await body(RandomUserServer(baseURL: server.baseURL, log: log))
    }
  }

  private struct Place {
    let nat: String
    let country: String
    let cities: [(city: String, state: String)]
    let streets: [String]
  }

  private static let places = [
    Place(
      nat: "DE", country: "Germany",
      cities: [("München", "Bayern"), ("Augsburg", "Bayern"), ("Köln", "Nordrhein-Westfalen")],
      streets: ["Hauptstraße", "Bergstraße", "Lindenweg"]),
    Place(
      nat: "FR", country: "France", cities: [("Lyon", "Rhône"), ("Nantes", "Loire-Atlantique")],
      streets: ["Rue de la Paix", "Avenue Jean-Jaurès"]),
    Place(
      nat: "NZ", country: "New Zealand", cities: [("Nelson", "Tasman"), ("Napier", "Hawke's Bay")],
      streets: ["Queen Street", "Marine Parade"]),
  ]
  private static let firstNames: [Gender: [String]] = [
    .male: ["Lukas", "Jonas", "Hugo", "Louis", "Liam", "Noah", "Felix", "Arthur"],
    .female: ["Lea", "Emma", "Chloé", "Inès", "Olivia", "Ruby", "Mia", "Léna"],
  ]
  private static let lastNames = [
    "Müller", "Schmidt", "Martin", "Bernard", "Wilson", "Taylor", "Weber", "Roux",
  ]

  private enum Gender: String { case male, female }

  /// One person, in the fields the app asks for (`inc`), drawn from `seed`, `page` and `index`.
  private static func person(seed: String, page: Int, index: Int) -> String {
    var random = SplitMix(seed: "\(seed)/\(page)/\(index)")
    let gender: Gender = random.next(2) == 0 ? .male : .female
    let first = firstNames[gender]![random.next(8)]
    let last = lastNames[random.next(lastNames.count)]
    let place = places[random.next(places.count)]
    let (city, state) = place.cities[random.next(place.cities.count)]
    let street = place.streets[random.next(place.streets.count)]
    // Born `age` years and some days before today, as the API's `dob` is.
    let age = 20 + random.next(45)
    let days = Double(age * 365 + age / 4 + 1 + random.next(360))
    let born = Date().addingTimeInterval(-days * 86_400).formatted(.iso8601.year().month().day())
    let birth = "\(born)T09:30:00.000Z"
    let uuid = [8, 4, 4, 4, 12].map { hex(&random, digits: $0) }.joined(separator: "-")
    let username = "\(first.lowercased().folding(options: .diacriticInsensitive, locale: nil))\(index)"
    let title = gender == .male ? "Mr" : "Ms"
    let portrait = gender == .male ? "men" : "women"
    return
      #"{"gender":"\#(gender.rawValue)","name":{"title":"\#(title)","first":"\#(first)","last":"\#(last)"},"#
      + #""location":{"street":{"number":\#(1 + random.next(120)),"name":"\#(street)"},"city":"\#(city)","#
      + #""state":"\#(state)","country":"\#(place.country)","postcode":"\#(10000 + random.next(89999))"},"#
      + #""email":"\#(username)@example.com","dob":{"date":"\#(birth)","age":\#(age)},"#
      + #""phone":"0\#(random.next(9))-\#(1000 + random.next(8999))","#
      + #""cell":"0\#(random.next(9))-\#(1000 + random.next(8999))","#
      + #""login":{"uuid":"\#(uuid)","username":"\#(username)"},"nat":"\#(place.nat)","#
      + #""picture":{"large":"https://randomuser.me/api/portraits/\#(portrait)/\#(index).jpg","#
      + #""medium":"https://randomuser.me/api/portraits/med/\#(portrait)/\#(index).jpg","#
      + #""thumbnail":"https://randomuser.me/api/portraits/thumb/\#(portrait)/\#(index).jpg"}}"#
  }

  private static func hex(_ random: inout SplitMix, digits: Int) -> String {
    String((0..<digits).map { _ in Array("0123456789abcdef")[random.next(16)] })
  }

  /// SplitMix64 seeded from a string's FNV-1a hash: the same text gives the same numbers.
  private struct SplitMix {
    private var state: UInt64

    init(seed: String) {
      state = seed.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9e37_79b9_7f4a_7c15
      var value = state
      value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
      value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
      return Int((value ^ (value >> 31)) % UInt64(bound))
    }
  }
}
