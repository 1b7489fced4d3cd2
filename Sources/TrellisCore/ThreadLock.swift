#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
/// A mutual-exclusion lock for the little state shared between threads (a kept frame table,
/// a thread's handed-back GLPK problems, a kept GLPK problem): a `pthread_mutex_t` at a fixed
/// address, as POSIX requires.
///
/// (`Synchronization.Mutex` would do, but needs macOS 15 where the package targets older
/// systems.)
package final class ThreadLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Makes an unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
#endif
