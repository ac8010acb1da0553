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

  /// Creates `path` for writing only if nothing (not even a dangling symbolic link) is there.
  ///
  /// Returns `nil` when something is. Never follows a symbolic link, never truncates.
  static func open(exclusivelyCreating path: String) throws(TraceError) -> FileDescriptor? {
    let fd = path.withCString { Glibc_open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
    if fd >= 0 { return FileDescriptor(rawValue: fd, path: path) }
    if errno == EEXIST { return nil }
    throw ioError("cannot create \(path)")
  }

  /// What is at a path: its kind and identity (`stat`, or `lstat` when not following links).
  struct Status: Equatable {
    enum Kind: String {
      case regular = "a regular file"
      case directory = "a directory"
      case characterDevice = "a character device"
      case blockDevice = "a block device"
      case fifo = "a named pipe"
      case socket = "a socket"
      case symbolicLink = "a symbolic link"
      case other = "not a regular file"
    }
    let kind: Kind
    let device: UInt64
    let inode: UInt64

    /// Whether both name the same file.
    func isSameFile(as other: Status) -> Bool { device == other.device && inode == other.inode }
  }

  /// What is at `path`, or `nil` when nothing is.
  static func status(of path: String, followingLinks: Bool = true) -> Status? {
    var info = stat()
    let result = path.withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
    guard result == 0 else { return nil }
    let kind: Status.Kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFCHR: .characterDevice
      case S_IFBLK: .blockDevice
      case S_IFIFO: .fifo
      case S_IFSOCK: .socket
      case S_IFLNK: .symbolicLink
      default: .other
      }
    return Status(kind: kind, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The canonical absolute path of an existing `path` (symbolic links resolved), or `nil`.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
