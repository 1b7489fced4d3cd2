import Synchronization

/// Simplex iterations counted by stage, for the growth harness (`trellis solve --stats`): off
/// unless enabled, and then one lock per GLPK call.
package final class SolveStatistics: Sendable {
  /// The process's statistics.
  package static let shared = SolveStatistics()

  /// One stage's GLPK calls and simplex iterations, in the order stages began.
  package struct Entry: Sendable, Equatable {
    package var stage: String
    package var calls = 0
    package var iterations = 0
  }

  private struct State {
    var label = "pass"
    var entries: [Entry] = []
  }

  private let enabled = Atomic<Bool>(false)
  private let state = Mutex(State())

  /// Starts counting (entries so far are dropped).
  package func enable() {
    state.withLock { $0 = State() }
    enabled.store(true, ordering: .relaxed)
  }

  /// Whether counting is on.
  package var isEnabled: Bool { enabled.load(ordering: .relaxed) }

  /// Names the stage that the next GLPK calls belong to.
  package func begin(_ stage: @autoclosure () -> String) {
    guard isEnabled else { return }
    let stage = stage()
    state.withLock { $0.label = stage }
  }

  /// Counts one GLPK call of the current stage.
  func count(iterations: Int) {
    guard isEnabled else { return }
    state.withLock { state in
      if state.entries.last?.stage != state.label {
        state.entries.append(Entry(stage: state.label))
      }
      state.entries[state.entries.count - 1].calls += 1
      state.entries[state.entries.count - 1].iterations += iterations
    }
  }

  /// The entries counted so far.
  package var entries: [Entry] { state.withLock { $0.entries } }
}
