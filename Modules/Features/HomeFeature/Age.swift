/// How old something is, in the words of a status line: "just now", "12 min ago", "3 h ago".
enum Age {
  /// Describes `age`; anything under a minute (or negative, when clocks disagree) is "just now".
  static func describe(_ age: Duration) -> String {
    let seconds = age.components.seconds
    switch seconds {
    case ..<60: return "just now"
    case ..<3_600: return "\(seconds / 60) min ago"
    case ..<172_800: return "\(seconds / 3_600) h ago"
    default: return "\(seconds / 86_400) days ago"
    }
  }
}
