/// Events published on the main actor and handed at once to every stream following them, as
/// RxSwift's `PublishSubject`: the global event stream a ReactorKit app shares between services
/// and reactors (Drrrible's `Shot.event`, RxTodo's `TaskService.event`).
///
/// A reactor follows it with ``Mutations/stream(_:_:)-(PublishSubject<Event>,_)`` in
/// `transform(mutation:)`, and sees each event published after that stream started, inside
/// ``onNext(_:)``: the event is reduced before `onNext` returns, as with RxSwift, so an action sent
/// next reads the state it made. An `AsyncStream` per subscriber (the hub of <doc:GlobalState>)
/// delivers one hop later instead, and suits a service that publishes off the main actor.
///
/// ```swift
/// func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
///   .merge(mutation, .stream(shotEvents) { [weak self] in self?.mutation(from: $0) })
/// }
/// ```
@MainActor
public final class PublishSubject<Element: Sendable>: Sendable {
  let subject = Subject<Element>()

  /// Creates a subject that no stream follows yet; a service can make one anywhere.
  public nonisolated init() {}

  /// Hands `element` to every stream following the subject now, in the order they started.
  public func onNext(_ element: Element) {
    subject.publish(element)
  }

  /// How many streams follow the subject now; one whose reactor was released stops following
  /// once its task has ended.
  public var followerCount: Int { subject.count }
}

/// A value published on the main actor that every stream following it gets first, then each
/// new value at once, as RxSwift's `BehaviorSubject`: the current user a service shares.
@MainActor
public final class BehaviorSubject<Element: Sendable>: Sendable {
  let subject = Subject<Element>()

  /// The latest value: the one a new stream gets first.
  public private(set) var value: Element

  /// Creates a subject holding `value`.
  public init(value: Element) {
    self.value = value
  }

  /// Makes `element` the value and hands it to every stream following the subject now.
  public func onNext(_ element: Element) {
    value = element
    subject.publish(element)
  }
}

extension Mutations {
  /// Every event `subject` publishes from when this starts until it is cancelled, each reduced
  /// inside the ``PublishSubject/onNext(_:)`` that published it.
  public static func stream(_ subject: PublishSubject<Element>) -> Self {
    Self(.effect(SubjectNode(source: subject.subject)))
  }

  /// Every event `subject` publishes from when this starts, transformed on the main actor; nil
  /// drops one.
  @MainActor
  public static func stream<Event: Sendable>(
    _ subject: PublishSubject<Event>,
    _ transform: @escaping @MainActor @Sendable (Event) -> Element?
  ) -> Self {
    Mutations<Event>.stream(subject).compactMap(transform)
  }

  /// The value `subject` holds when this starts, then every new one, each reduced inside the
  /// ``BehaviorSubject/onNext(_:)`` that published it.
  public static func stream(_ subject: BehaviorSubject<Element>) -> Self {
    Self(.effect(SubjectNode(source: subject.subject, current: { subject.value })))
  }

  /// The value `subject` holds when this starts, then every new one, transformed on the main
  /// actor; nil drops one.
  @MainActor
  public static func stream<Value: Sendable>(
    _ subject: BehaviorSubject<Value>,
    _ transform: @escaping @MainActor @Sendable (Value) -> Element?
  ) -> Self {
    Mutations<Value>.stream(subject).compactMap(transform)
  }
}
