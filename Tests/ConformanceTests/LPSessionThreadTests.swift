import Foundation
import Testing
import Trellis

/// The GLPK problems the LP engine's memory keeps between layouts belong to their thread.
///
/// GLPK's memory is per thread: another thread loads its own, a thread that exited takes its
/// problems with it, and one still running gets back those released elsewhere. Every answer
/// is the cold one, bit for bit, wherever the memory goes.
@Suite struct LPSessionThreadTests {
  /// A thread of its own that runs jobs one at a time until stopped.
  final class Worker: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (@Sendable () -> Void)?
    private var stopping = false

    init() {
      let thread = Thread { [unowned self] in
        while true {
          ready.wait()
          if stopping { break }
          job?()
          done.signal()
        }
        done.signal()
      }
      thread.start()
    }

    /// Runs `body` on the worker's thread and waits for it.
    func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
      let box = Box<Result>()
      job = { box.value = body() }
      ready.signal()
      done.wait()
      return box.value
    }

    /// Ends the thread (its GLPK environment is freed as it exits) and waits for it.
    func stop() {
      stopping = true
      ready.signal()
      done.wait()
    }
  }

  final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }

  /// One layout of `document` at `width` with `memory`, and the memory after it.
  static func layout(
    _ document: LayoutDocument, width: Double, _ memory: LPEngineMemory
  ) -> (answer: LayoutAnswer?, memory: LPEngineMemory) {
    var memory = memory
    var document = document
    document.size = AxisPair(width, document.size.vertical)
    return (try? LPEngine().solve(document, memory: &memory), memory)
  }

  static func cold(_ document: LayoutDocument, width: Double) throws -> LayoutAnswer {
    var document = document
    document.size = AxisPair(width, document.size.vertical)
    return try LPEngine().solve(document)
  }

  @Test func keptProblemsStayOnTheirThread() throws {
    let document = BenchWorkloads.fairGridDocument(side: 12)
    let width = document.size.horizontal ?? 800
    var memory = LPEngine().makeMemory()
    // Each layout on a new thread that exits before the next: nothing is reloaded.
    for step in 0..<4 {
      let widthNow = width + Double(step % 2 == 0 ? 7 : -7)
      let worker = Worker()
      let ran = worker.run { [memory] in Self.layout(document, width: widthNow, memory) }
      worker.stop()
      guard let result = ran else {
        Issue.record("the worker returned nothing")
        return
      }
      memory = result.memory
      #expect(result.answer == (try Self.cold(document, width: widthNow)), "step \(step)")
      #expect(memory.lastUse.reloadedPrograms == 0, "step \(step)")
    }
    // On one thread: the problems are reloaded, with the cold answers.
    for step in 0..<4 {
      let widthNow = width + Double(step % 2 == 0 ? 5 : -5)
      let result = Self.layout(document, width: widthNow, memory)
      memory = result.memory
      #expect(result.answer == (try Self.cold(document, width: widthNow)), "step \(step)")
      if step > 0 { #expect(memory.lastUse.reloadedPrograms > 0, "step \(step)") }
    }
  }

  /// A worker that keeps running gets its problems back when the memory that held them is
  /// used and released on another thread, and reloads the ones still kept for it.
  @Test func problemsReleasedElsewhereGoBackToTheirThread() throws {
    let document = BenchWorkloads.fairGridDocument(side: 12)
    let width = document.size.horizontal ?? 800
    let worker = Worker()
    defer { worker.stop() }
    var memory = LPEngine().makeMemory()
    for step in 0..<6 {
      let widthNow = width + Double(step % 2 == 0 ? 7 : -7)
      let onWorker = step % 3 != 2
      let ran =
        onWorker
        ? worker.run { [memory] in Self.layout(document, width: widthNow, memory) }
        : Self.layout(document, width: widthNow, memory)
      guard let result = ran else {
        Issue.record("the worker returned nothing")
        return
      }
      memory = result.memory
      #expect(result.answer == (try Self.cold(document, width: widthNow)), "step \(step)")
      if onWorker && step % 3 == 1 {
        #expect(memory.lastUse.reloadedPrograms > 0, "step \(step)")
      }
    }
    // Copies of one memory used on two threads at once: one takes each kept problem.
    let copy = memory
    let group = DispatchGroup()
    let answers = Box<LayoutAnswer>()
    DispatchQueue.global().async(group: group) {
      answers.value = worker.run { Self.layout(document, width: width + 3, copy).answer } ?? nil
    }
    let here = Self.layout(document, width: width + 3, memory).answer
    group.wait()
    let cold = try Self.cold(document, width: width + 3)
    #expect(here == cold)
    #expect(answers.value == cold)
  }
}
