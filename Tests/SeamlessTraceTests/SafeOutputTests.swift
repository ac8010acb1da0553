import Foundation
import Testing

@testable import SeamlessTrace

/// Writing a trace never destroys what it should not: the input, a linked file's link, a
/// device node, another writer's temporary, or a stale `.partial` kept for salvage.
@Suite struct SafeOutputTests {
  let tap = [touch(0, 1, .began, 10, 10), touch(80_000_000, 1, .ended, 10, 10)]

  func write(_ path: String, inputs: [String] = []) throws(TraceError) {
    try Trace(header: TraceHeader(producer: "safe"), events: tap).write(to: path, inputs: inputs)
  }

  @Test func twoWritersToOneOutputEachGetTheirOwnTemporary() throws {
    let out = try scratchDirectory().appendingPathComponent("out.trace").path
    let first = try TraceWriter(path: out, header: TraceHeader(producer: "first"))
    let second = try TraceWriter(path: out, header: TraceHeader(producer: "second"))
    #expect(first.temporaryPath == out + ".partial")
    #expect(second.temporaryPath == out + ".1.partial")
    try first.append(contentsOf: tap)
    try second.append(contentsOf: tap)
    try first.close()
    try second.close()
    // The last rename wins, and what is there is complete.
    #expect(try Trace(contentsOf: out).header.producer == "second")
    #expect(!FileManager.default.fileExists(atPath: out + ".partial"))
    #expect(!FileManager.default.fileExists(atPath: out + ".1.partial"))
  }

  @Test func aLinkPlantedAtThePartialNameIsNeverFollowed() throws {
    let directory = try scratchDirectory()
    let victim = directory.appendingPathComponent("victim.txt").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
    let out = directory.appendingPathComponent("out.trace").path
    try FileManager.default.createSymbolicLink(atPath: out + ".partial", withDestinationPath: victim)
    try write(out)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    #expect(try Trace(contentsOf: out).events.count == 2)
  }

  @Test func anOutputThatIsTheInputIsRefusedWhateverItsSpelling() throws {
    let directory = try scratchDirectory()
    let input = directory.appendingPathComponent("in.trace").path
    try write(input)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let link = directory.appendingPathComponent("alias.trace").path
    try FileManager.default.linkItem(atPath: input, toPath: link)  // a hard link: same inode
    for spelling in [input, directory.path + "/./in.trace", link] {
      #expect {
        try write(spelling, inputs: [input])
      } throws: { error in
        "\(error)".contains("is the input \(input): writing it would destroy the input")
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    #expect(throws: TraceError.self) { try TraceSalvage.salvage(from: input, to: link) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["alias.trace", "in.trace"])
  }

  @Test func aSymbolicLinkIsWrittenThroughAndADanglingOneRefused() throws {
    let directory = try scratchDirectory()
    let real = directory.appendingPathComponent("real.trace").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: real))
    let link = directory.appendingPathComponent("latest.trace").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.trace")
    try write(link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.trace")
    #expect(try Trace(contentsOf: real).events.count == 2)
    let dangling = directory.appendingPathComponent("dangling.trace").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "missing.trace")
    #expect { try write(dangling) } throws: { "\($0)".contains("a symbolic link to a file that does not exist") }
  }

  @Test func devicesAndDirectoriesAreNotReplaced() throws {
    #expect { try write("/dev/null") } throws: { "\($0)".contains("/dev/null: it is a character device, not a regular file") }
    let directory = try scratchDirectory()
    #expect { try write(directory.path) } throws: { "\($0)".contains("it is a directory") }
    #expect(FileManager.default.fileExists(atPath: "/dev/null"))
  }

  @Test func anAbandonedWriterLeavesNothingUnlessToldToKeepItsPartial() throws {
    let directory = try scratchDirectory()
    let out = directory.appendingPathComponent("out.trace").path
    do {
      let writer = try TraceWriter(path: out, header: TraceHeader())
      try writer.append(tap[0])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    let discarded = try TraceWriter(path: out, header: TraceHeader())
    discarded.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    #expect(throws: TraceError.self) { try discarded.append(tap[0]) }
    var options = TraceWriterOptions()
    options.keepsPartialOnFailure = true
    do {
      let live = try TraceWriter(path: out, header: TraceHeader(), options: options)
      try live.append(contentsOf: tap)
      try live.flush()
    }
    let report = try TraceSalvage.salvage(from: out + ".partial", to: out)
    #expect(report.recovered.touches == 2)
  }
}
