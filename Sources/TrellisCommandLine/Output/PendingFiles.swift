import Foundation

/// Temporary output files not yet renamed over their targets, removed when `SIGTERM`,
/// `SIGINT` or `SIGHUP` ends the process, so a killed writer leaves nothing behind (`SIGKILL`
/// cannot be caught: the hidden `.trellis-output-*` file then stays).
enum PendingFiles {
  /// How many temporary files can be pending at once.
  private static let capacity = 8
  /// Each pending file's path as a C string (`nil`: a free slot), read by the signal handler.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
      slots.initialize(repeating: nil, count: capacity)
      return slots
    }()
  /// Each pending file's slot, by its path.
  nonisolated(unsafe) private static var slotOf: [String: Int] = [:]
  nonisolated(unsafe) private static var lock = pthread_mutex_t()
  nonisolated(unsafe) private static var installed = false

  /// Removes `path` (as ``FileName/cString(_:)`` spells it) should the process be ended by
  /// a signal before ``remove(_:)`` (at most ``capacity`` files at once; more are not
  /// watched).
  static func add(_ path: String) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    if !installed {
      installed = true
      // Handled, and delivered even when the parent left them blocked.
      var signals = sigset_t()
      sigemptyset(&signals)
      for signal in [SIGTERM, SIGINT, SIGHUP] {
        Glibc.signal(signal, handler)
        sigaddset(&signals, signal)
      }
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
    guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return }
    let name = FileName.cString(path)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: name.count)
    copy.initialize(from: name, count: name.count)
    slots[slot] = copy
    slotOf[path] = slot
  }

  /// Forgets `path` (renamed or removed by its writer).
  static func remove(_ path: String) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    guard let slot = slotOf.removeValue(forKey: path) else { return }
    let copy = slots[slot]
    slots[slot] = nil
    copy?.deallocate()
  }

  /// Removes every pending file, then ends the process by the same signal.
  private static let handler: @convention(c) (Int32) -> Void = { signal in
    for slot in 0..<8 {
      if let path = PendingFiles.slots[slot] { unlink(path) }
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }
}
