import Foundation
import SeamlessTrace

/// Reads a small text input (a recipe, a `getevent -lp` description) with errors that name
/// the real cause: a directory, a file too large for what it should be (`/dev/zero`), bytes
/// that are not UTF-8 (with the offset of the first), an unreadable file (with the system's
/// reason).
///
/// ```swift
/// let json = try TextInput.read("Fixtures/recipes/tap-drag-fling.json", what: "recipe")
/// ```
enum TextInput {
  /// The largest text input read, in bytes (16 MiB: a recipe or device description is far smaller).
  static let maximumBytes = 16 << 20

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func read(_ path: String, what: String) throws(Failure) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure(description: "\(path) is a directory, not a \(what) file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      let reason = String(cString: strerror(errno))
      throw Failure(description: "cannot open the \(what) \(path): \(reason)")
    }
    defer { try? handle.close() }
    var data = Data()
    while data.count <= maximumBytes {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 16) ?? Data()
      } catch {
        throw Failure(description: "cannot read the \(what) \(path): \((error as NSError).localizedFailureReason ?? "\(error)")")
      }
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    guard data.count <= maximumBytes else {
      throw Failure(description: "\(path) is longer than the \(maximumBytes >> 20) MiB a \(what) may be (is it the file you meant?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let offset = UTF8Validation.firstInvalidOffset(in: data) ?? 0
      throw Failure(description: "\(path): byte \(offset) is not valid UTF-8 (a \(what) is UTF-8 text)")
    }
    return text
  }
}
