/// A value that prints as dots, `••••`, however it is printed: a password in an action, a
/// token in a state.
///
/// Its description, debug description and mirror all show ``dots``, so the trace, time travel,
/// the trace file, `dump` and a failed test's message never hold it in clear; the dots are as
/// many whatever the value, so they do not tell its length either. Read the value where it is
/// used, and nowhere else: `secret.wrappedValue`. As a property wrapper, `@Secret var password
/// = ""`, the property reads as its value and prints as dots wherever its state does.
///
/// It is not `Codable`: a secret written to a file would be there in clear. A password is typed
/// into a ``SecretField``, which hands its text on only as a `Secret`. A recorded session keeps
/// a stand-in of the same kind for each character typed there. The replay types the stand-ins,
/// so its frames show the same dots.
@propertyWrapper
public struct Secret<Value>: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// What every secret prints as.
  public static var dots: String { "••••" }

  /// The value itself.
  public var wrappedValue: Value

  /// Marks `wrappedValue` secret.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Marks `value` secret: `.signIn(user: name, password: Secret(password))`.
  public init(_ value: Value) {
    self.init(wrappedValue: value)
  }

  public var description: String { Self.dots }

  public var debugDescription: String { Self.dots }

  /// No children, so `dump` and reflection stop at the dots.
  public var customMirror: Mirror {
    Mirror(self, children: [])
  }
}

extension Secret: Equatable where Value: Equatable {}
extension Secret: Hashable where Value: Hashable {}
extension Secret: Sendable where Value: Sendable {}
