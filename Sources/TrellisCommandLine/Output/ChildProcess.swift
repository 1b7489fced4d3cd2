import Foundation
import Trellis

/// A child process (the PNG converter) run without Foundation's `Process`.
///
/// It is spawned with `posix_spawn`, fed and read on one thread by `poll`, so its standard output and error
/// drain together (a child that floods its messages cannot stall on a full pipe), each kept
/// within a limit, and stopped at a deadline. Running out of descriptors or processes is a
/// ``SystemError`` (exit 71), never a crash.
enum ChildProcess {
  /// What the child did.
  struct Result {
    /// Its exit status, or 128 + the signal that ended it.
    var status: Int32
    /// Its standard output.
    var output: [UInt8]
    /// The start of its standard error (at most the limit given).
    var messages: [UInt8]
  }

  /// Why the child's run was stopped.
  enum Stop: Error {
    /// The deadline passed; the child was killed.
    case deadline
    /// Its standard output passed the limit; the child was killed.
    case outputTooLarge
  }

  /// Runs `executable` with `arguments`, writing `input` to its standard input.
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments.
  ///   - input: what it reads on standard input.
  ///   - outputLimit: the most bytes of standard output accepted.
  ///   - messageLimit: the most bytes of standard error kept (the rest is read and dropped).
  ///   - deadline: when to kill the child, or `nil`.
  /// - Returns: its status, output and messages.
  /// - Throws: ``SystemError`` when pipes or the process cannot be made, ``Stop`` when the
  ///   child was killed.
  static func run(
    _ executable: String, _ arguments: [String], input: [UInt8], outputLimit: Int,
    messageLimit: Int, deadline: ContinuousClock.Instant?
  ) throws -> Result {
    // Parent ends: [0] writes the child's input, [1] and [2] read its output and messages.
    var pipes: [(read: Int32, write: Int32)] = []
    defer {
      for pipe in pipes {
        close(pipe.read)
        close(pipe.write)
      }
    }
    for _ in 0..<3 {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        throw SystemError(what: "cannot run \(executable)", errno: errno)
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      pipes.append((ends[0], ends[1]))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0].read, 0)
    posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
    // Nothing else of this process's: a descriptor inherited without close-on-exec would
    // keep a reader of ours, or of the caller's, waiting on the converter.
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child starts with default signal handling and nothing blocked.
    var everything = sigset_t()
    sigfillset(&everything)
    var nothing = sigset_t()
    sigemptyset(&nothing)
    posix_spawnattr_setsigdefault(&attributes, &everything)
    posix_spawnattr_setsigmask(&attributes, &nothing)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = ([executable] + arguments).map { strdup(FileName.cString($0)) }
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    let spawned = posix_spawn(
      &child, FileName.cString(executable), &actions, &attributes, argv + [nil], environ)
    guard spawned == 0 else { throw SystemError(what: "cannot run \(executable)", errno: spawned) }
    // The child's ends belong to it now.
    for index in 0..<3 {
      if index == 0 { close(pipes[0].read) } else { close(pipes[index].write) }
      if index == 0 { pipes[0].read = -1 } else { pipes[index].write = -1 }
    }
    var result = Result(status: 0, output: [], messages: [])
    let stop = exchange(
      input: input, writing: pipes[0].write, reading: (pipes[1].read, pipes[2].read),
      into: &result, outputLimit: outputLimit, messageLimit: messageLimit, deadline: deadline)
    pipes[0].write = -1
    if stop != nil { kill(child, SIGKILL) }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    if let stop { throw stop }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out (macros Swift does not import).
    let signal = status & 0x7F
    result.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return result
  }

  /// The process's open descriptors (`/proc/self/fd`; none where it cannot be read).
  private static func openDescriptors() -> [Int32] {
    guard let directory = opendir("/proc/self/fd") else { return [] }
    defer { closedir(directory) }
    let own = dirfd(directory)
    var descriptors: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let descriptor = Int32(name), descriptor != own { descriptors.append(descriptor) }
    }
    return descriptors
  }

  /// Feeds the child and reads it until both of its outputs end; closes the input's descriptor.
  ///
  /// - Returns: why it stopped early, or `nil`.
  private static func exchange(
    input: [UInt8], writing: Int32, reading: (output: Int32, messages: Int32),
    into result: inout Result, outputLimit: Int, messageLimit: Int,
    deadline: ContinuousClock.Instant?
  ) -> Stop? {
    var writing = writing
    var written = 0
    for descriptor in [writing, reading.output, reading.messages] {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    if input.isEmpty {
      close(writing)
      writing = -1
    }
    var open = (output: true, messages: true)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while open.output || open.messages {
      var waiting = [
        pollfd(fd: writing, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: open.output ? reading.output : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open.messages ? reading.messages : -1, events: Int16(POLLIN), revents: 0),
      ]
      var timeout: Int32 = -1
      if let deadline {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else {
          if writing >= 0 { close(writing) }
          return .deadline
        }
        let (seconds, attoseconds) = left.components
        timeout = Int32(
          min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
      }
      let ready = poll(&waiting, 3, timeout)
      if ready < 0 && errno != EINTR { break }
      if writing >= 0, waiting[0].revents != 0 {
        let count = input[written...].withUnsafeBytes {
          write(writing, $0.baseAddress, min($0.count, 65_536))
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
          close(writing)
          writing = -1
        }
      }
      for (slot, isOutput) in [(1, true), (2, false)] where waiting[slot].revents != 0 {
        let descriptor = isOutput ? reading.output : reading.messages
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          if isOutput {
            result.output += buffer[..<count]
            if result.output.count > outputLimit {
              if writing >= 0 { close(writing) }
              return .outputTooLarge
            }
          } else {
            result.messages += buffer[..<min(count, max(0, messageLimit - result.messages.count))]
          }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
          if isOutput { open.output = false } else { open.messages = false }
        }
      }
    }
    if writing >= 0 { close(writing) }
    return nil
  }
}

/// The system refused a resource the command needs (descriptors, processes, memory): printed
/// as `error: <what> (<reason>)` on stderr, exit status 71 (`EX_OSERR`).
struct SystemError: Error, CustomStringConvertible {
  /// The exit status.
  static let status: Int32 = 71

  /// What could not be done.
  var what: String
  /// The system's reason.
  var reason: Errno

  init(what: String, errno code: Int32) {
    self.what = what
    reason = Errno(code)
  }

  var description: String { "error: \(ErrorLine.quote(what)) (\(reason))" }
}
