import Models
import TextUI

extension Person {
  /// "Mr Lukas Müller", without control or escape characters (the text comes from the network).
  var displayName: String {
    Sanitizer.cleanLine("\(name.title) \(name.first) \(name.last)")
  }

  /// "Köln, Nordrhein-Westfalen, Germany", cleaned the same way.
  var displayPlace: String {
    Sanitizer.cleanLine("\(location.city), \(location.state), \(location.country)")
  }

  /// "Nordrhein-Westfalen, Germany": what "same area" means.
  var displayArea: String {
    Sanitizer.cleanLine("\(location.state), \(location.country)")
  }

  /// A row: the name in a fixed-width column, the age, then `place`.
  func row(place: String, nameWidth: Int = 24) -> String {
    let age = String(age)
    return displayName.padded(toWidth: nameWidth) + String(repeating: " ", count: max(4 - age.count, 1)) + age
      + "  " + place
  }
}
