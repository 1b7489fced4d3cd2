#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private temporary file, the medium through which GLPK's readers and writers (which take
/// file names only) exchange text with Swift strings.
///
/// The file is created with `mkstemp` (mode 0600, unique name) in `$TMPDIR` when it is set,
/// else in memory-backed `/dev/shm` when there is one, else in `/tmp`, and removed when
/// ``withTemporaryFile(_:)`` returns or throws. (On a disk-backed `/tmp`, ext4 flushes a file
/// that is truncated and rewritten, which made a text round trip take up to 0.2 s, measured.)
struct TemporaryFile {
  /// Where temporary files go.
  static let temporaryDirectory: String = {
    if let directory = getenv("TMPDIR").map({ String(cString: $0) }), !directory.isEmpty {
      return directory
    }
    return access("/dev/shm", W_OK | X_OK) == 0 ? "/dev/shm" : "/tmp"
  }()

  /// The file's path.
  let path: String

  /// Runs `body` with a new empty temporary file and removes the file afterwards.
  ///
  /// - Throws: ``LinearProgramTextError`` when no file can be created, or what `body` throws.
  static func withTemporaryFile<R>(_ body: (TemporaryFile) throws -> R) throws -> R {
    let directory = temporaryDirectory
    var template = Array("\(directory)/trellis-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw LinearProgramTextError(
        line: nil, message: "cannot create a temporary file in \(directory) (errno \(errno))")
    }
    close(descriptor)
    let file = TemporaryFile(
      path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    defer { unlink(file.path) }
    return try body(file)
  }

  /// Replaces the file's contents with `text`.
  ///
  /// - Throws: ``LinearProgramTextError`` when the file cannot be written.
  func replaceContents(with text: String) throws {
    let descriptor = open(path, O_WRONLY)  // fresh from mkstemp: empty, nothing to truncate
    guard descriptor >= 0 else { throw failure("open") }
    defer { close(descriptor) }
    var remaining = Array(text.utf8)[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw failure("write") }
      remaining = remaining.dropFirst(written)
    }
  }

  /// The file's contents, decoded as UTF-8 (invalid bytes become U+FFFD).
  ///
  /// - Throws: ``LinearProgramTextError`` when the file cannot be read.
  func contents() throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure("open") }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("read") }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An error for a failed system call on this file.
  private func failure(_ call: String) -> LinearProgramTextError {
    LinearProgramTextError(line: nil, message: "\(call) of temporary file failed (errno \(errno))")
  }
}
