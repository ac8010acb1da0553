/// A view transition's journal entries: begun (with its container, style, views and span)
/// and ended (naturally, replaced by another transition on the container, or removed).
///
/// ```swift
/// // view-transition-began id=1 container="card" style=flip-from-left from="front" to="back"
/// //   show-hide=true begin=100000000 end=700000000 interaction=false
/// ```
public enum ViewTransitionEvent: Sendable, Hashable {
  case began(
    id: Int, container: String, style: TransitionStyle, from: String?, to: String?, showsAndHides: Bool, begin: Instant,
    end: Instant, allowsUserInteraction: Bool)
  case ended(id: Int, container: String, finished: Bool)

  package var canonicalText: String {
    switch self {
    case .began(let id, let container, let style, let from, let to, let showHide, let begin, let end, let interaction):
      "view-transition-began id=\(id) container=\(container.canonicalQuoted) style=\(style.rawValue)"
        + (from.map { " from=\($0.canonicalQuoted)" } ?? "") + (to.map { " to=\($0.canonicalQuoted)" } ?? "")
        + " show-hide=\(showHide) begin=\(begin.nanoseconds) end=\(end.nanoseconds) interaction=\(interaction)"
    case .ended(let id, let container, let finished):
      "view-transition-ended id=\(id) container=\(container.canonicalQuoted) finished=\(finished)"
    }
  }
}
