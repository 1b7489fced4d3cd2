import Foundation

extension OutputSink {
  /// Writes `text` to `path` (standard output for `nil` or `-`) through one sink.
  ///
  /// - Throws: ``OutputError`` (73 or 74); nothing is replaced on failure.
  static func write(_ text: String, to path: String?) throws(OutputError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` (standard output for `nil` or `-`) through one sink.
  ///
  /// - Throws: ``OutputError`` (73 or 74); nothing is replaced on failure.
  static func write(_ bytes: [UInt8], to path: String?) throws(OutputError) {
    let sink = try OutputSink(path: path)
    try sink.write(bytes)
    try sink.commit()
  }

  /// The file a path names once its symbolic links are followed (at most 40, as the kernel
  /// allows); a dangling link gives the name it points at, which is then created.
  ///
  /// - Throws: ``OutputError`` (73) for a loop of links or an unreadable link.
  static func resolvingLinks(_ path: String) throws(OutputError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(FileName.cString(current), &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(FileName.cString(current), &buffer, buffer.count - 1)
      guard count >= 0 else { throw .cannotCreate(path, Errno(errno).description) }
      let target = FileName.string(buffer[..<count].map { UInt8(bitPattern: $0) })
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    throw .cannotCreate(path, Errno(ELOOP).description)
  }

  /// The directory holding `path` (`.` for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// A new temporary file beside `target`, with `mode` and (where allowed) `owner`.
  ///
  /// - Throws: ``OutputError`` (73) when the directory does not take a new file.
  static func temporary(
    for target: String, path: String, mode: mode_t, owner: (uid_t, gid_t)?
  ) throws(OutputError) -> (Int32, Destination) {
    var template = FileName.cString(directory(of: target) + "/.trellis-output-XXXXXX")
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw .cannotCreate(path, Errno(errno).description) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let temporary = FileName.string(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    PendingFiles.add(temporary)
    if let (user, group) = owner, user != geteuid() || group != getegid() {
      _ = fchown(descriptor, user, group)
    }
    guard fchmod(descriptor, mode) == 0 else {
      let error = Errno(errno)
      close(descriptor)
      unlink(FileName.cString(temporary))
      PendingFiles.remove(temporary)
      throw .cannotCreate(path, error.description)
    }
    return (descriptor, .replacing(temporary: temporary, target: target))
  }

  /// Where output written to `descriptor` starts, when it is a regular file (its end when
  /// opened for appending).
  static func regularFileOffset(_ descriptor: Int32) -> off_t? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    if fcntl(descriptor, F_GETFL) & O_APPEND != 0 { return info.st_size }
    let offset = lseek(descriptor, 0, SEEK_CUR)
    return offset >= 0 ? offset : nil
  }
}
