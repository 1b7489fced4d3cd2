import Foundation

/// The one place a command's output goes: standard output, or the file `--output` names.
///
/// - A regular file (or a name not yet taken) is replaced atomically: the bytes go to a
///   temporary file in the same directory, which is synced and renamed over the target only by
///   ``commit()``; a failure, a refusal or a killed process leaves the old file as it was. The
///   new file keeps the old one's permissions (and owner, where allowed); a new file gets
///   `0666` less the umask, as the shell's `>` gives it. A file the user may not write is
///   refused, as `>` would refuse it.
/// - A symbolic link is followed, and its target written: the link stays a link.
/// - A character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written
///   directly; a directory, a socket or a block device is refused, never replaced.
/// - Standard output is written directly; when it is a regular file and a write fails, the
///   file is cut back to where this output started, so no half answer is left in it.
///
/// Errors are ``OutputError``s: 73 when the file cannot be created or replaced, 74 when a
/// write fails.
final class OutputSink {
  /// Where the bytes go.
  enum Destination {
    /// Standard output, and where the output started in it when it is a regular file.
    case standardOutput(start: off_t?)
    /// A temporary file renamed over `target` at the end.
    case replacing(temporary: String, target: String)
    /// A device or a FIFO, written in place.
    case direct
  }

  /// The name in error messages: the path given, or `standard output`.
  let name: String
  /// Where the bytes go.
  private let destination: Destination
  /// The open descriptor (1 for standard output).
  private var descriptor: Int32
  /// Whether ``commit()`` has run (or the output was given up).
  private var finished = false

  /// Opens the output: standard output for `nil` or `-`, else the file `path`.
  ///
  /// - Throws: ``OutputError`` (73) when the file cannot be created or is not something to
  ///   write to.
  init(path: String?) throws(OutputError) {
    guard let path, path != "-" else {
      name = "standard output"
      descriptor = STDOUT_FILENO
      destination = .standardOutput(start: Self.regularFileOffset(STDOUT_FILENO))
      return
    }
    name = path
    guard !path.isEmpty else { throw .cannotCreate("\"\"", "the file name is empty") }
    let target = try Self.resolvingLinks(path)
    var info = stat()
    guard stat(FileName.cString(target), &info) == 0 else {
      guard errno == ENOENT else { throw .cannotCreate(path, Errno(errno).description) }
      let mask = umask(0)
      umask(mask)
      (descriptor, destination) = try Self.temporary(
        for: target, path: path, mode: 0o666 & ~mask, owner: nil)
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard access(FileName.cString(target), W_OK) == 0 else {
        throw .cannotCreate(path, Errno(errno).description)
      }
      (descriptor, destination) = try Self.temporary(
        for: target, path: path, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
    case S_IFCHR, S_IFIFO:
      descriptor = open(FileName.cString(target), O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw .cannotCreate(path, Errno(errno).description) }
      destination = .direct
    case S_IFDIR: throw .cannotCreate(path, "it is a directory")
    default: throw .cannotCreate(path, "not a regular file, a device or a pipe")
    }
  }

  deinit { discard() }

  /// Writes `bytes`.
  ///
  /// - Throws: ``OutputError`` (74) when the write fails; the output is then given up (a
  ///   temporary file removed, standard output cut back).
  func write(_ bytes: some Collection<UInt8>) throws(OutputError) {
    if case .standardOutput = destination, StandardStreams.outputWasClosed {
      finished = true
      throw OutputError(path: name, message: "cannot write (it is closed)", status: 74)
    }
    do {
      try Descriptor.writeAll(descriptor, ArraySlice(bytes))
    } catch {
      discard()
      throw .cannotWrite(name, error)
    }
  }

  /// Writes `text` as UTF-8.
  ///
  /// - Throws: ``OutputError`` (74) when the write fails.
  func write(_ text: String) throws(OutputError) {
    try write(text.utf8)
  }

  /// Finishes the output: a replaced file is synced and renamed over its target.
  ///
  /// - Throws: ``OutputError``: 74 when syncing fails, 73 when the rename does.
  func commit() throws(OutputError) {
    guard !finished else { return }
    guard case .replacing(let temporary, let target) = destination else {
      finished = true
      if case .direct = destination { close(descriptor) }
      return
    }
    if fsync(descriptor) != 0 || close(descriptor) != 0 {
      let error = Errno(errno)
      discard()
      throw .cannotWrite(name, error)
    }
    finished = true
    defer { PendingFiles.remove(temporary) }
    guard rename(FileName.cString(temporary), FileName.cString(target)) == 0 else {
      let error = Errno(errno)
      unlink(FileName.cString(temporary))
      throw .cannotCreate(name, error.description)
    }
    // The rename itself, made durable (best effort: not every file system syncs directories).
    let directory = open(FileName.cString(Self.directory(of: target)), O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  /// Gives the output up: removes a temporary file, cuts standard output back to where it
  /// started.
  private func discard() {
    guard !finished else { return }
    finished = true
    switch destination {
    case .standardOutput(let start):
      if let start { _ = ftruncate(descriptor, start) }
    case .replacing(let temporary, _):
      close(descriptor)
      unlink(FileName.cString(temporary))
      PendingFiles.remove(temporary)
    case .direct:
      close(descriptor)
    }
  }
}
