/// Holds a view's subscriptions and its reactor; emptying it cancels them.
@MainActor
public final class Bag {
  private var subscriptions: [Subscription] = []
  var reactor: AnyObject?

  /// Creates an empty bag.
  public init() {}

  isolated deinit {
    cancelAll()
  }

  /// The number of subscriptions held.
  public var count: Int { subscriptions.count }

  func insert(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// Cancels every subscription held and empties the bag.
  public func cancelAll() {
    let subscriptions = self.subscriptions
    self.subscriptions.removeAll()
    for subscription in subscriptions { subscription.cancel() }
  }
}
