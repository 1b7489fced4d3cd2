import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process run to its end or to a wall-clock limit, with its peak resident memory and
/// CPU time from `wait4`: the growth harness runs every document in a child of its own.
struct GrowthChild {
  /// How a child ended.
  struct Outcome {
    /// The exit status, when it exited.
    var exitStatus: Int32?
    /// The signal that ended it, when one did (`SIGKILL` after the limit too).
    var signal: Int32?
    /// Whether the harness killed it at the limit.
    var timedOut: Bool
    /// Wall-clock seconds from spawning to reaping.
    var seconds: Double
    /// User and system CPU seconds.
    var cpuSeconds: Double
    /// Peak resident set size, in bytes.
    ///
    /// On Linux the largest high-water mark read from `/proc/PID/status` while the child ran
    /// (every 10 ms, and before killing it); elsewhere `ru_maxrss`. On Linux `ru_maxrss` cannot be used: `exec` keeps the high-water mark of the
    /// address space it replaces — the harness's own, as `posix_spawn` shares it until `exec`.
    var peakBytes: Int
  }

  /// Runs `executable` with `arguments`, standard input from `/dev/null`, standard output and
  /// error to the files `stdout` and `stderr`; kills it (`SIGKILL`) after `limit` seconds.
  ///
  /// - Throws: when the child cannot be started.
  static func run(
    _ executable: String, _ arguments: [String], stdout: String, stderr: String, limit: Double
  ) throws -> Outcome {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    #if canImport(Darwin)
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, _NSGetEnviron().pointee)
    #else
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    #endif
    guard spawned == 0 else {
      throw GrowthError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var pause: UInt32 = 200
    var polled = 0
    var lastPoll = start
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped == -1 && errno != EINTR {
        throw GrowthError("waiting for \(executable): \(String(cString: strerror(errno)))")
      }
      let late = clock.now - start > .seconds(limit)
      if late || clock.now - lastPoll > .milliseconds(10) {
        polled = max(polled, highWaterMark(of: "\(pid)") ?? 0)
        lastPoll = clock.now
      }
      if late {
        kill(pid, SIGKILL)
        timedOut = true
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        break
      }
      usleep(pause)
      pause = min(pause * 2, 2_000)
    }
    let elapsed = (clock.now - start).components
    let (signal, exited) = (status & 0x7f, (status >> 8) & 0xff)
    #if os(Linux)
    let peak = polled
    #elseif canImport(Darwin)
    let peak = Int(usage.ru_maxrss)
    #else
    let peak = Int(usage.ru_maxrss) * 1024
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Outcome(
      exitStatus: signal == 0 ? exited : nil, signal: signal == 0 ? nil : signal,
      timedOut: timedOut,
      seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18,
      cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: peak)
  }

  /// The high-water mark of resident memory of the process `pid` (`self` or a number), in
  /// bytes, from `VmHWM` in `/proc/PID/status` (Linux; `nil` elsewhere or when it has none).
  static func highWaterMark(of pid: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
    return kilobytes * 1024
  }

  /// This process's executable: the growth harness runs the `trellis` it is.
  static var executable: String {
    if let path = Bundle.main.executablePath { return path }
    return CommandLine.arguments[0]
  }
}

/// A failure of the harness itself (not of a measured run).
struct GrowthError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
