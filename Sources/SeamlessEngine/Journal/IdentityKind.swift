/// What kind of object a journal identity names.
///
/// ```swift
/// // identified kind=view id=3 name="card"
/// ```
public enum IdentityKind: String, Sendable, Hashable, CaseIterable {
  case view
  case recognizer
  case animator
  case counter
}
