#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX file descriptor with the few operations the container needs, each reporting
/// failure as a ``TraceError/Kind/io(_:)`` that names the path and the system's reason.
///
/// ```swift
/// let file = try FileDescriptor.open(readingFrom: "swipe.trace")
/// defer { file.close() }
/// ```
struct FileDescriptor: Sendable {
  let rawValue: Int32
  let path: String

  static func open(readingFrom path: String) throws(TraceError) -> FileDescriptor {
    let fd = path.withCString { Glibc_open($0, O_RDONLY) }
    guard fd >= 0 else { throw ioError("cannot open \(path) for reading") }
    return FileDescriptor(rawValue: fd, path: path)
  }

  static func open(creatingForWriting path: String) throws(TraceError) -> FileDescriptor {
    let fd = path.withCString { Glibc_open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    guard fd >= 0 else { throw ioError("cannot create \(path)") }
    return FileDescriptor(rawValue: fd, path: path)
  }

  /// The standard input, for streaming imports from a pipe.
  static var standardInput: FileDescriptor { FileDescriptor(rawValue: 0, path: "<stdin>") }

  /// Reads up to `count` bytes; 0 means end of file.
  func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(TraceError) -> Int {
    while true {
      let n = Glibc_read(rawValue, buffer, count)
      if n >= 0 { return n }
      if errno == EINTR { continue }
      throw Self.ioError("cannot read \(path)")
    }
  }

  /// Writes all `count` bytes.
  func write(_ buffer: UnsafeRawPointer, count: Int) throws(TraceError) {
    var written = 0
    while written < count {
      let n = Glibc_write(rawValue, buffer + written, count - written)
      if n > 0 {
        written += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        throw Self.ioError("cannot write \(path)")
      }
    }
  }

  func synchronize() throws(TraceError) {
    guard fsync(rawValue) == 0 else { throw Self.ioError("cannot sync \(path)") }
  }

  func close() {
    _ = Glibc_close(rawValue)
  }

  static func rename(_ from: String, to: String) throws(TraceError) {
    let status = from.withCString { source in to.withCString { target in Glibc_rename(source, target) } }
    guard status == 0 else { throw ioError("cannot rename \(from) to \(to)") }
  }

  static func remove(_ path: String) {
    _ = path.withCString { unlink($0) }
  }

  static func exists(_ path: String) -> Bool {
    path.withCString { access($0, F_OK) } == 0
  }

  static func ioError(_ message: String) -> TraceError {
    let reason = String(cString: strerror(errno))
    return TraceError(.io("\(message): \(reason)"))
  }
}

// The C functions under names that do not clash with this type's methods.
@inline(__always) private func Glibc_open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}
@inline(__always) private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
@inline(__always) private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func Glibc_rename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  rename(from, to)
}
