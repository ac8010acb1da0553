import SeamlessEngine

/// Gives every UIKit view and recognizer of a scene a stable, readable journal name.
///
/// In order of preference: `accessibilityIdentifier` (or a recognizer's `name`) set by hand;
/// the property path that holds it, from the scene's root (`drawer`, `drawer.handle`,
/// `cards[2]`; lazy properties by their own name), found by reflection when the scene is
/// installed; else its superview's name, its type and a counter per type within that
/// superview (`drawer/UILabel2`), so adding a view of another type, or after it, renames
/// nothing. Names are chosen before the journal first sees a view; a view the journal has
/// named keeps its name.
enum ViewNaming {
  /// Names the tree under `window` (its root object's properties first), at install.
  static func nameScene(root: AnyObject, window: UIWindow) {
    var visited = Set<ObjectIdentifier>()
    nameProperties(of: root, prefix: "", depth: 0, visited: &visited)
    if let view = root as? UIView, !view.isNamed, view.backing.journalID == 0 {
      view.backing.name = String(describing: type(of: view))
      view.isNamed = true
    }
    if let controller = root as? UIViewController, let view = controller.viewIfLoaded, !view.isNamed,
      view.backing.journalID == 0
    {
      view.backing.name = "view"
      view.isNamed = true
    }
    nameByPosition(window)
  }

  /// A view just added to `parent`: a name by position unless it has one.
  static func nameAdded(_ view: UIView, in parent: UIView) {
    guard !view.isNamed, view.backing.journalID == 0 else { return }
    view.backing.name = positionalName(of: view, in: parent)
  }

  /// A recognizer just attached to `view`: a name by position unless it has one.
  static func nameAttached(_ recognizer: UIGestureRecognizer, to view: UIView) {
    guard !recognizer.isNamed, recognizer.backing.journalID == 0 else { return }
    recognizer.backing.name = positionalName(of: recognizer, on: view)
  }

  private static func positionalName(of view: UIView, in parent: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    let number = (parent.nameCounters[type] ?? 0) + 1
    parent.nameCounters[type] = number
    return "\(parent.backing.name)/\(type)\(number)"
  }

  private static func positionalName(of recognizer: UIGestureRecognizer, on view: UIView) -> String {
    let type = String(describing: Swift.type(of: recognizer))
    let number = (view.nameCounters[type] ?? 0) + 1
    view.nameCounters[type] = number
    return "\(view.backing.name).\(type)\(number)"
  }

  /// Names by position, top-down, every view and recognizer not named by hand or property.
  private static func nameByPosition(_ view: UIView) {
    view.nameCounters.removeAll()
    for subview in view.subviews where !subview.isNamed && subview.backing.journalID == 0 {
      subview.backing.name = positionalName(of: subview, in: view)
    }
    for recognizer in view.gestureRecognizers ?? [] where !recognizer.isNamed && recognizer.backing.journalID == 0 {
      recognizer.backing.name = positionalName(of: recognizer, on: view)
    }
    for subview in view.subviews { nameByPosition(subview) }
  }

  /// Names the views, recognizers and animators held by `object`'s stored properties (its
  /// own classes', not SeamlessUIKit's), then looks inside them.
  private static func nameProperties(of object: Any, prefix: String, depth: Int, visited: inout Set<ObjectIdentifier>) {
    guard depth < 6 else { return }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, !isOwnType(current.subjectType) {
      for (index, child) in current.children.enumerated() {
        let label = propertyName(child.label) ?? "[\(index)]"
        let path = child.label == nil ? prefix + label : (prefix.isEmpty ? label : "\(prefix).\(label)")
        name(child.value, path: path, depth: depth, visited: &visited)
      }
      mirror = current.superclassMirror
    }
  }

  private static func name(_ value: Any, path: String, depth: Int, visited: inout Set<ObjectIdentifier>) {
    guard let value = unwrapped(value) else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .collection {
      for (index, element) in mirror.children.enumerated() {
        name(element.value, path: "\(path)[\(index)]", depth: depth + 1, visited: &visited)
      }
      return
    }
    guard mirror.displayStyle == .class, let object = value as AnyObject? else { return }
    guard visited.insert(ObjectIdentifier(object)).inserted else { return }
    switch object {
    case let view as UIView:
      if !view.isNamed, view.backing.journalID == 0 {
        view.backing.name = path
        view.isNamed = true
      }
    case let recognizer as UIGestureRecognizer:
      if !recognizer.isNamed, recognizer.backing.journalID == 0 {
        recognizer.backing.name = path
        recognizer.isNamed = true
      }
    case let animator as UIViewPropertyAnimator:
      if animator.backing == nil, animator.pendingName == nil { animator.pendingName = path }
    case let animator as UIDynamicAnimator:
      animator.bindIfPossible()  // made before the replay: its physics starts now
    case let controller as UIViewController:
      if let view = controller.viewIfLoaded, !view.isNamed, view.backing.journalID == 0 {
        view.backing.name = "\(path).view"
        view.isNamed = true
      }
    default:
      break
    }
    nameProperties(of: object, prefix: path, depth: depth + 1, visited: &visited)
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  /// `name` for a stored property's label (`$__lazy_storage_$_pan` → `pan`).
  private static func propertyName(_ label: String?) -> String? {
    guard let label else { return nil }
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  /// Whether `type` is one of SeamlessUIKit's own classes (their storage is not the app's).
  private static func isOwnType(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("SeamlessUIKit.")
  }
}
