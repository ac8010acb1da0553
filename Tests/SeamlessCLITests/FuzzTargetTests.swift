import Foundation
import Testing

/// The libFuzzer entry point's ordinary build: it checks input files, one property per
/// leading byte (0 decoder, 1 card-drag, 2 photo).
@Suite struct FuzzTargetTests {
  var executable: URL { seamlessExecutable.deletingLastPathComponent().appendingPathComponent("SeamlessFuzzTarget") }

  @Test func inputsOfEveryKindPass() throws {
    let directory = try scratch()
    var inputs: [(String, Data)] = [
      ("card-two-flings", Data([1, 1])),
      ("photo-empty", Data([2])),
      ("decoder-garbage", Data([0]) + Data("not a trace".utf8)),
      ("empty", Data()),
    ]
    let example = repositoryRoot.appendingPathComponent("Traces/examples/tap-drag-fling.trace")
    inputs.append(("decoder-example", Data([0]) + (try Data(contentsOf: example))))
    var paths: [String] = []
    for (name, data) in inputs {
      let url = directory.appendingPathComponent(name)
      try data.write(to: url)
      paths.append(url.path)
    }
    let result = try run(executable, paths)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").filter { $0.hasSuffix(": ok") }.count == inputs.count)
  }

  @Test func anUnreadableInputFails() throws {
    let result = try run(executable, ["/nonexistent/input"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read"))
  }
}
