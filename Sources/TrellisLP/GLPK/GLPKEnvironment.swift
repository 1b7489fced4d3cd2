internal import CGLPK

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's GLPK environment.
///
/// GLPK keeps its environment (memory accounting, terminal settings) in thread-local storage
/// (`glp_config("TLS")` answers `_Thread_local` on Debian's GLPK 5.0): a `glp_prob`'s memory
/// belongs to the environment of the thread that created it, and freeing it through another
/// thread's environment corrupts both. Every entry point of this folder keeps two rules:
/// - a `glp_prob` is created, used and deleted inside one synchronous call, on one thread;
/// - each thread's environment is prepared before first use: terminal output off (GLPK never
///   prints) and `glp_free_env` registered to run when the thread exits, so threads that come
///   and go do not leak environments.
enum GLPKEnvironment {
  /// A thread-specific key whose value marks a prepared thread, and whose destructor frees the
  /// thread's GLPK environment at thread exit.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let freeEnvironment: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in
      _ = glp_free_env()
    }
    precondition(pthread_key_create(&key, freeEnvironment) == 0, "pthread_key_create failed")
    return key
  }()

  /// Prepares the calling thread's environment once: output off, freed at thread exit.
  ///
  /// - Complexity: O(1) after the first call on a thread (one `pthread_getspecific`).
  static func prepareThread() {
    guard pthread_getspecific(threadKey) == nil else { return }
    glp_term_out(GLP_OFF)
    // Any value but `nil` marks the thread and makes its destructor run at exit.
    _ = pthread_setspecific(threadKey, UnsafeRawPointer(bitPattern: 1))
  }

  /// Runs `body` with GLPK's terminal output captured instead of printed.
  ///
  /// Returns the captured text alongside the body's result. Used to turn GLPK's reader messages into
  /// error messages.
  static func capturingOutput<R>(_ body: () -> R) -> (result: R, output: String) {
    prepareThread()
    let buffer = OutputBuffer()
    let hook: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Int32 = {
      info, text in
      guard let info, let text else { return 1 }
      Unmanaged<OutputBuffer>.fromOpaque(info).takeUnretainedValue().text += String(
        cString: text)
      return 1  // non-zero: GLPK does not print the text itself
    }
    let result = withExtendedLifetime(buffer) { () -> R in
      glp_term_hook(hook, Unmanaged.passUnretained(buffer).toOpaque())
      glp_term_out(GLP_ON)
      defer {
        glp_term_out(GLP_OFF)
        glp_term_hook(nil, nil)
      }
      return body()
    }
    return (result, buffer.text)
  }

  /// Collects GLPK terminal output while ``capturingOutput(_:)`` runs.
  private final class OutputBuffer {
    var text = ""
  }
}
