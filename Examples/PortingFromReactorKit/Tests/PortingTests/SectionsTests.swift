import ReactorCore
import Testing

@testable import Sections

@MainActor
struct SectionsTests {
  let items = [CartReactor.Item(name: "Tea", price: 3), CartReactor.Item(name: "Cake", price: 5)]

  @Test func aChildsChangeEmitsANewParentState() {
    let cart = CartReactor()
    cart.send(.setItems(items))
    var totals: [Int] = []
    let subscription = cart.observe { totals.append($0.total) }
    defer { subscription.cancel() }

    cart.currentState.items[0].send(.increase)
    cart.currentState.items[1].send(.decrease)

    #expect(totals == [8, 11, 6])
    #expect(cart.currentState.total == 6)
  }

  @Test func replacingTheChildrenStopsFollowingTheOldOnes() {
    let cart = CartReactor()
    cart.send(.setItems(items))
    let old = cart.currentState.items
    var totals: [Int] = []
    let subscription = cart.observe { totals.append($0.total) }
    defer { subscription.cancel() }

    cart.send(.setItems([CartReactor.Item(name: "Coffee", price: 4)]))
    old[0].send(.increase)
    old[1].send(.increase)
    #expect(totals == [8, 4])

    cart.currentState.items[0].send(.increase)
    #expect(totals == [8, 4, 8])
  }
}
