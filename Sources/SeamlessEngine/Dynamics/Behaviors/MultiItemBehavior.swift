/// A behavior acting on a list of items the app adds and removes: what collision, item,
/// gravity, push and field behaviors share (UIKit declares `items`, `addItem(_:)` and
/// `removeItem(_:)` on each of them).
///
/// ```swift
/// let gravity = GravityBehavior(items: [card])
/// gravity.addItem(badge)
/// gravity.items.count   // 2
/// ```
package class MultiItemBehavior: DynamicBehavior {
  init(items: [any DynamicItem], name: String) {
    super.init(name: name)
    itemList = items
  }

  /// The items, in the order added.
  package var items: [any DynamicItem] { itemList }
  /// Adds `item` (an item already there stays where it is).
  package func addItem(_ item: any DynamicItem) { insertItem(item) }
  /// Removes `item`.
  package func removeItem(_ item: any DynamicItem) { deleteItem(item) }
}
