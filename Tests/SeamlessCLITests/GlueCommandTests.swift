import Foundation
import Testing

/// `seamless glue`: the glue rule, exactly: imports, the three attributes and selectors change;
/// strings, comments and everything else stay byte for byte.
@Suite struct GlueCommandTests {
  static let before = #"""
    import UIKit
    import CoreGraphics
    import UIKit.UIGestureRecognizerSubclass

    /// Tap it: #selector(ignored) in a comment stays.
    final class CardViewController: UIViewController {
      @IBOutlet weak var card: UIView!
      private let pan = UIPanGestureRecognizer()
      let label = "#selector(stays) @objc in a string"

      override func viewDidLoad() {
        super.viewDidLoad()
        pan.addTarget(self, action: #selector(panned(_:)))
        let tap = UITapGestureRecognizer(target: self, action: #selector(self.tapped))
        view.addGestureRecognizer(tap)
      }

      @objc private func panned(_ recognizer: UIPanGestureRecognizer) {}

      @objc(tappedWithRecognizer:)
      func tapped() {}

      @IBAction func close(_ sender: Any) {}

      final class Handle: UIView {
        func wire(_ control: UIControl) {
          control.addTarget(self, action: #selector(moved(_:event:)), for: .valueChanged)
        }
        @objc func moved(_ sender: UIControl, event: UIEvent) {}
      }
    }

    extension CardViewController {
      func wireLink() -> CADisplayLink {
        CADisplayLink(target: self, selector: #selector(CardViewController.step))
      }
      @objc func step() {}
    }
    """#

  static let after = #"""
    import SeamlessUIKit

    /// Tap it: #selector(ignored) in a comment stays.
    final class CardViewController: UIViewController {
      weak var card: UIView!
      private let pan = UIPanGestureRecognizer()
      let label = "#selector(stays) @objc in a string"

      override func viewDidLoad() {
        super.viewDidLoad()
        pan.addTarget(self, action: CardViewController.panned(_:))
        let tap = UITapGestureRecognizer(target: self, action: CardViewController.tapped)
        view.addGestureRecognizer(tap)
      }

      private func panned(_ recognizer: UIPanGestureRecognizer) {}

      func tapped() {}

      func close(_ sender: Any) {}

      final class Handle: UIView {
        func wire(_ control: UIControl) {
          control.addTarget(self, action: Handle.moved(_:event:), for: .valueChanged)
        }
        func moved(_ sender: UIControl, event: UIEvent) {}
      }
    }

    extension CardViewController {
      func wireLink() -> CADisplayLink {
        CADisplayLink(target: self, selector: CardViewController.step)
      }
      func step() {}
    }
    """#

  @Test func theRuleChangesOnlyItsLines() throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("Card.swift")
    try Data(Self.before.utf8).write(to: file)
    let result = try seamless(["glue", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.after)
    // Every change is listed with its line in the original file.
    #expect(result.stderr.contains("Card.swift:1: import UIKit → import SeamlessUIKit"), "\(result.stderr)")
    #expect(result.stderr.contains("Card.swift:3: import UIKit.UIGestureRecognizerSubclass → (dropped)"))
    #expect(result.stderr.contains("Card.swift:13: #selector(panned(_:)) → CardViewController.panned(_:)"))
    #expect(result.stderr.contains("Card.swift:20: @objc(tappedWithRecognizer:) → (dropped)"))
    #expect(result.stderr.contains("Card.swift:27: #selector(moved(_:event:)) → Handle.moved(_:event:)"))
    #expect(result.stderr.split(separator: "\n").count == 13, "\(result.stderr)")

    // In place, and applying it again changes nothing.
    let again = try seamless(["glue", "--in-place", file.path])
    #expect(again.status == 0 && again.stdout.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.after)
    let twice = try seamless(["glue", "--in-place", file.path])
    #expect(twice.status == 0 && twice.stderr.isEmpty, "\(twice.stderr)")
  }

  @Test func whatTheRuleCannotRewriteIsNamedAndFailsTheRun() throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("Player.swift")
    try Data(
      """
      import UIKit
      let observed = #selector(getter: UIView.alpha)
      final class Player: NSObject {
        func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
        @objc func tick() {}
      }
      """.utf8
    ).write(to: file)
    let result = try seamless(["glue", file.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "Player.swift:2: #selector(getter: UIView.alpha) has no method reference under the glue rule (it is outside any class)"),
      "\(result.stderr)")
    #expect(result.stderr.contains("add `typealias Timer = SeamlessUIKit.Timer` once in its module"))
    #expect(result.stdout.contains("selector: Player.tick, userInfo"))

    let two = try seamless(["glue", file.path, file.path])
    #expect(two.status == 64 && two.stderr.contains("pass --in-place to rewrite 2 files"), "\(two.stderr)")
    let missing = try seamless(["glue", directory.appendingPathComponent("nope.swift").path])
    #expect(missing.status == 66)
  }
}
