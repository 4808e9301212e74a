/// What a reactor's effects are doing, for those who wait for it to settle: plain mode, tests.
extension ReactorRuntime {
  var isIdle: Bool {
    extras?.store?.isIdle ?? true
  }

  var longLivedEffects: [Action] {
    extras?.store?.longLivedEffects.compactMap { $0 as? Action } ?? []
  }

  var runningEffects: [Action] {
    extras?.store?.runningEffects.compactMap { $0 as? Action } ?? []
  }

  func waitUntilIdle() async {
    await extras?.store?.waitUntilIdle()
  }
}
