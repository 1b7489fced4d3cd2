import Foundation

/// The process's three standard streams, made safe before any command runs.
///
/// A stream the parent closed (`trellis solve - <&-`) is replaced by `/dev/null`, so that no
/// file the command opens later takes its number (the input file would otherwise become
/// standard output); whether it was closed is remembered, so that reading standard input or
/// writing standard output reports it instead of reading nothing or losing the output.
/// `SIGPIPE` is ignored: a reader that goes away is a write error (exit 74), not a silent death.
enum StandardStreams {
  /// Whether descriptor 0 was closed when the process started.
  nonisolated(unsafe) private(set) static var inputWasClosed = false
  /// Whether descriptor 1 was closed when the process started.
  nonisolated(unsafe) private(set) static var outputWasClosed = false

  /// Checks descriptors 0, 1 and 2, and ignores `SIGPIPE`.
  ///
  /// Call once, first thing in `main`, before any other thread starts.
  static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == 0 { inputWasClosed = true }
      if descriptor == 1 { outputWasClosed = true }
      // open returns the lowest free number: this one.
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened != descriptor, opened >= 0 { close(opened) }
    }
  }

  /// The descriptors a command may need at once besides the standard streams: its input, its
  /// output and the output's directory, the thread pool's event descriptors, the converter's
  /// three pipes.
  static let descriptorsNeeded = 12

  /// Whether ``descriptorsNeeded`` descriptors can be opened, after raising the process's soft
  /// limit to its hard one; the threads and pipes that would fail later without them fail in
  /// the runtime, not as an error.
  ///
  /// - Throws: ``SystemError`` (exit 71) when they cannot.
  static func checkDescriptors() throws {
    var limit = rlimit()
    if getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0,
      limit.rlim_cur < limit.rlim_max
    {
      limit.rlim_cur = limit.rlim_max
      _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    }
    var spare: [Int32] = []
    defer { for descriptor in spare { close(descriptor) } }
    while spare.count < descriptorsNeeded {
      let descriptor = dup(2)
      guard descriptor >= 0 else {
        throw SystemError(
          what: "too few file descriptors are free (\(spare.count); a command needs "
            + "\(descriptorsNeeded))", errno: errno)
      }
      spare.append(descriptor)
    }
  }

  /// Writes `line` and a line break to standard error, ignoring failures (there is nowhere
  /// left to report them).
  static func error(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = try? Descriptor.writeAll(2, bytes[...])
  }
}

/// Whole reads and writes on a file descriptor, retried when interrupted.
enum Descriptor {
  /// Writes every byte of `bytes` to `descriptor`.
  ///
  /// - Throws: the `errno` of the first failed `write` (waiting while a non-blocking
  ///   descriptor is full).
  static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) throws(Errno) {
    var rest = bytes
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written >= 0 {
        rest = rest.dropFirst(written)
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN:
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, -1)
      case let code: throw Errno(code)
      }
    }
  }

  /// Every byte `descriptor` gives until its end, or the first `limit + 1` of them.
  ///
  /// A file of `expected` bytes (its size, for a regular file) is read into one buffer of that
  /// size and a byte more, the byte that shows its end; a stream (`expected` 0) starts with
  /// 64 KiB, and what it or a growing file gives beyond the buffer is read in 64 KiB pieces.
  ///
  /// - Throws: the `errno` of the first failed `read`.
  /// - Complexity: O(bytes read); one allocation when `expected` is right.
  static func readAll(_ descriptor: Int32, limit: Int, expected: Int = 0) throws(Errno) -> [UInt8] {
    var failure: Errno?
    let first = expected > 0 ? min(expected, limit) + 1 : min(1 << 16, limit + 1)
    var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
      failure = fill(descriptor, buffer, &count)
    }
    if let failure { throw failure }
    if bytes.count < first { return bytes }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      var count = 0
      if let failure = chunk.withUnsafeMutableBufferPointer({
        fill(descriptor, .init(rebasing: $0[..<wanted]), &count)
      }) {
        throw failure
      }
      bytes += chunk[..<count]
      if count < wanted { break }
    }
    return bytes
  }

  /// Reads into `buffer` from `count` on until it is full or the input ends, retrying when
  /// interrupted; gives the `errno` of a failed `read`, or `nil`.
  private static func fill(
    _ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>, _ count: inout Int
  ) -> Errno? {
    guard let base = buffer.baseAddress else { return nil }
    while count < buffer.count {
      let got = read(descriptor, base + count, buffer.count - count)
      if got == 0 { return nil }
      if got < 0 {
        if errno == EINTR { continue }
        return Errno(errno)
      }
      count += got
    }
    return nil
  }
}

/// A failed system call's `errno`, with the C library's sentence for it.
struct Errno: Error, CustomStringConvertible {
  /// The error number.
  var code: Int32

  init(_ code: Int32) { self.code = code }

  var description: String { String(cString: strerror(code)) }
}
