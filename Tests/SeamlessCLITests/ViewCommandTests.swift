import Foundation
import Testing

/// `seamless view`: the page it writes, and bad input refused with the usual exit codes.
@Suite struct ViewCommandTests {
  let trace = repositoryRoot.appendingPathComponent("Traces/examples/uikit-fling-card-catch.trace").path

  @Test func writesOneSelfContainedPageThatOpensAtTheFirstViolation() throws {
    let page = try scratch().appendingPathComponent("catch.html").path
    let result = try seamless(["view", trace, "--scene", "uikit-fling-card/jump-on-catch", "-o", page])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(page) ("))
    #expect(result.stdout.hasSuffix("failed: continuity, no-teleport; it opens at the first violation\n"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!doctype html>"))
    // Self-contained: nothing loaded from elsewhere.
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    #expect(html.contains(#""invariant":"continuity""#) && html.contains(#""name":"card""#))
    // The same replay writes the same bytes.
    let again = try scratch("again").appendingPathComponent("catch.html").path
    _ = try seamless(["view", trace, "--scene", "uikit-fling-card/jump-on-catch", "-o", again])
    #expect(try String(contentsOfFile: again, encoding: .utf8) == html)
  }

  @Test func replayWritesTheViewerBesideItsReport() throws {
    let directory = try scratch()
    let page = directory.appendingPathComponent("replayed.html").path
    let replay = try seamless(["replay", trace, "--scene", "uikit-fling-card/jump-on-catch", "--view", page])
    #expect(replay.status == 1, "the invariants still decide the exit status")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!doctype html>") && html.contains(#""invariant":"no-teleport""#))
    let unwritable = try seamless(
      ["replay", trace, "--scene", "uikit-fling-card", "--view", directory.appendingPathComponent("no/dir/x.html").path])
    #expect(unwritable.status == 74, "\(unwritable.stderr)")
  }

  @Test func badInputExitsWithItsCode() throws {
    let directory = try scratch()
    let out = directory.appendingPathComponent("x.html").path
    let missing = try seamless(["view", directory.appendingPathComponent("nope.trace").path, "-o", out])
    #expect(missing.status == 66 && missing.stderr.contains("no such file"))
    let garbage = directory.appendingPathComponent("garbage.trace")
    try Data([0x00, 0x01, 0xFF]).write(to: garbage)
    #expect(try seamless(["view", garbage.path, "-o", out]).status == 65)
    let unknown = try seamless(["view", trace, "--scene", "nope", "-o", out])
    #expect(unknown.status == 64 && unknown.stderr.contains("unknown scene \"nope\""))
    let unwritable = try seamless(["view", trace, "-o", directory.appendingPathComponent("no/such/dir/x.html").path])
    #expect(unwritable.status == 74, "\(unwritable.stderr)")
    #expect(try seamless(["view", trace]).status == 64, "-o is required")
  }
}
