/// Where a trace file is written so that nothing is lost: a temporary file of its own in
/// the target's directory, renamed over the target once complete.
///
/// The rules, each refused with an error that names the cause rather than followed:
///
/// - the temporary is `OUT.partial`, or `OUT.1.partial`, `OUT.2.partial`, … when that name
///   is taken, created with `O_EXCL | O_NOFOLLOW`: two writers to one `OUT` never share a
///   temporary, a symbolic link planted at `OUT.partial` is never followed, and a
///   `.partial` left by a killed recording stays for `seamless salvage`;
/// - an output that is a symbolic link is written through: the file it names is replaced
///   and the link stays; a dangling link is refused;
/// - an output that exists and is not a regular file (a directory, `/dev/null`, a pipe) is
///   refused: renaming over it would replace a device node with a file;
/// - an output that is one of the inputs (same device and inode, whatever the spelling) is
///   refused: the input would be gone before it was read.
///
/// ```swift
/// let output = try SafeOutput(path: "fling.trace", inputs: ["fling.jsonl"])
/// // … write to output.file, then:
/// try output.commit()
/// ```
struct SafeOutput {
  /// The file that is replaced at ``commit()`` (symbolic links resolved).
  let path: String
  /// The temporary being written.
  let temporaryPath: String
  let file: FileDescriptor

  /// How many numbered temporaries are tried before giving up.
  static let maximumAttempts = 1000

  init(path requested: String, inputs: [String]) throws(TraceError) {
    var target = requested
    if let link = FileDescriptor.status(of: requested, followingLinks: false), link.kind == .symbolicLink {
      guard let resolved = FileDescriptor.resolvedPath(requested) else {
        throw TraceError(.io("cannot write \(requested): it is a symbolic link to a file that does not exist"))
      }
      target = resolved
    }
    let existing = FileDescriptor.status(of: target)
    if let existing, existing.kind != .regular {
      throw TraceError(
        .io(
          "cannot write the trace to \(requested): it is \(existing.kind.rawValue), not a regular file (a trace is "
            + "written beside its output and renamed over it, which would replace it)"))
    }
    if let existing {
      for input in inputs where input != "-" {
        if let status = FileDescriptor.status(of: input), status.isSameFile(as: existing) {
          throw TraceError(
            .io("the output \(requested) is the input \(input): writing it would destroy the input; choose another output"))
        }
      }
    }
    for attempt in 0..<Self.maximumAttempts {
      let candidate = attempt == 0 ? target + ".partial" : "\(target).\(attempt).partial"
      if let file = try FileDescriptor.open(exclusivelyCreating: candidate) {
        self.path = target
        self.temporaryPath = candidate
        self.file = file
        return
      }
    }
    throw TraceError(
      .io("cannot create a temporary beside \(requested): \(target).partial and \(Self.maximumAttempts - 1) numbered ones exist"))
  }

  /// Syncs, closes and renames the temporary over ``path``; on failure the temporary is
  /// closed and deleted (the descriptor is closed exactly once either way).
  func commit() throws(TraceError) {
    do {
      try file.synchronize()
    } catch {
      discard()
      throw error
    }
    file.close()
    do {
      try FileDescriptor.rename(temporaryPath, to: path)
    } catch {
      FileDescriptor.remove(temporaryPath)
      throw error
    }
  }

  /// Closes and deletes the temporary.
  func discard() {
    file.close()
    FileDescriptor.remove(temporaryPath)
  }
}
