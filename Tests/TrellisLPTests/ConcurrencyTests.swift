import Foundation
import Testing
import TrellisLP

/// GLPK's environment is thread-local: solves on many threads at once give exactly the serial
/// answers, and threads that come and go free their environments without disturbing others.
@Suite struct ConcurrencyTests {
  /// The programs the concurrent runs cycle through.
  static let programs: [LinearProgram] =
    [
      TextbookPrograms.wyndorGlass(), TextbookPrograms.chvatal(),
      TextbookPrograms.dantzigTransport(), TextbookPrograms.bealeCycling(),
    ] + (0..<12).map { RandomPrograms.feasible(seed: $0, variables: 10 + Int($0), rows: 8) }

  @Test func eightTasksOfAThousandSolvesMatchTheSerialResults() async throws {
    let solver = GLPKSolver()
    let serial = try Self.programs.map { try solver.solve($0) }
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var mismatches = 0
          for solve in 0..<1_000 {
            let index = (task * 7 + solve) % Self.programs.count
            if try solver.solve(Self.programs[index]) != serial[index] { mismatches += 1 }
          }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func warmSessionsOnManyTasksMatchTheSerialResults() async throws {
    let solver = GLPKSolver()
    let program = Self.programs[2]
    let rhs = [300.0, 320, 325, 340]
    func run() throws -> [LPSolution] {
      try solver.withSession(program) { session in
        try rhs.map { need in
          try session.setBounds(LinearProgram.Row(index: 2), lower: need, upper: .infinity)
          return session.solve()
        }
      }
    }
    let serial = try run()
    let results = try await withThrowingTaskGroup(of: [LPSolution].self) { group in
      for _ in 0..<8 { group.addTask { try run() } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == serial })
  }

  @Test func shortLivedThreadsSolveAndExitCleanly() throws {
    let solver = GLPKSolver()
    let expected = try solver.solve(Self.programs[1])
    let results = Results()
    let done = DispatchGroup()
    for _ in 0..<16 {
      done.enter()
      let thread = Thread {
        for _ in 0..<50 { results.record((try? solver.solve(Self.programs[1])) == expected) }
        done.leave()
      }
      thread.start()
    }
    done.wait()
    #expect(results.count == 16 * 50)
    #expect(results.allMatched)
  }

  /// Thread-safe tally of matches.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var matched = 0
    private var total = 0

    func record(_ match: Bool) {
      lock.withLock {
        total += 1
        if match { matched += 1 }
      }
    }

    var count: Int { lock.withLock { total } }
    var allMatched: Bool { lock.withLock { matched == total } }
  }
}
