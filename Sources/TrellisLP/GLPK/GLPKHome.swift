internal import CGLPK
import TrellisCore

/// One thread's GLPK environment as seen from other threads: whether it is still alive, and
/// the problems released on other threads that it must delete (``GLPKEnvironment``).
///
/// Shared between threads, so its state sits behind a lock.
final class GLPKHome: @unchecked Sendable {
  private let lock = ThreadLock()
  /// Whether the thread still runs (its environment is not freed).
  private var alive = true
  /// Problems released on other threads, to delete here.
  private var handedBack: [OpaquePointer] = []

  /// Hands a problem released on another thread back to be deleted here; dropped when the
  /// thread has exited (its environment freed it already).
  func handBack(_ pointer: OpaquePointer) {
    lock.withLock {
      if alive { handedBack.append(pointer) }
    }
  }

  /// Deletes the problems handed back (on the home thread).
  func deleteHandedBack() {
    let pointers = lock.withLock { () -> [OpaquePointer] in
      guard !handedBack.isEmpty else { return [] }
      defer { handedBack = [] }
      return handedBack
    }
    for pointer in pointers { glp_delete_prob(pointer) }
  }

  /// Marks the thread as gone, at its exit, just before its environment is freed (with every
  /// problem still in it).
  func retire() {
    lock.withLock {
      alive = false
      handedBack = []
    }
  }
}
