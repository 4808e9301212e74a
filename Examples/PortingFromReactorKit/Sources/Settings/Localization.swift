import Foundation

extension String {
  /// Drrrible's `NSLocalizedString(self, comment: "")`; this package has no strings file, so the
  /// key comes back as it is.
  var localized: String {
    return NSLocalizedString(self, comment: "")
  }
}

extension Bundle {
  /// Drrrible's version line: nil when the bundle has no Info.plist, as under `swift test`.
  var version: String? {
    return Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
  }
}
