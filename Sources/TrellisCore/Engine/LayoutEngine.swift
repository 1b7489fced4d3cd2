/// An engine that lays out whole documents: the direct engine (closed forms) and the LP engine
/// (linear programs), which share lowering, placement and rounding.
///
/// ```swift
/// func width(of id: String, in document: LayoutDocument, by engine: some LayoutEngine)
///   throws -> Double?
/// {
///   try engine.solve(document).frames[id]?.width
/// }
/// ```
public protocol LayoutEngine: Sendable {
  /// Why the engine could not lay a document out.
  associatedtype Failure: Error

  /// The engine's name in answers (``LayoutAnswer/engine``): `direct`, `lp`.
  var name: LayoutAnswer.Engine { get }

  /// Lays a document out, validating it first unless it was read from JSON or validated
  /// (``LayoutDocument/validate()``).
  ///
  /// - Throws: `Failure` when the document is invalid, or the engine refuses it or cannot
  ///   solve it.
  func solve(_ document: LayoutDocument) throws(Failure) -> LayoutAnswer

  /// What the engine keeps from one layout of a document to the next in a ``LayoutSession``
  /// (the LP engine's solved problems and answers); ``NoEngineMemory`` for an engine that
  /// keeps nothing.
  associatedtype Memory: Sendable = NoEngineMemory

  /// An empty memory, for a new session.
  func makeMemory() -> Memory

  /// Lays a document out again, using and updating what the engine kept from the session's
  /// earlier layouts. The answer is the one ``solve(_:)`` gives, bit for bit; the memory only
  /// makes it faster, and an engine must cope with a memory from a different document (the
  /// session's document can be edited).
  ///
  /// - Throws: `Failure` as ``solve(_:)``.
  func solve(_ document: LayoutDocument, memory: inout Memory) throws(Failure) -> LayoutAnswer

  /// A failure as any engine's ``LayoutError``.
  static func layoutError(_ failure: Failure) -> LayoutError
}

/// The memory of an engine that keeps nothing between layouts (the direct engine: its work is
/// the closed forms themselves).
public struct NoEngineMemory: Sendable {
  /// Makes the empty memory.
  public init() {}
}

extension LayoutEngine where Memory == NoEngineMemory {
  /// An empty memory.
  public func makeMemory() -> NoEngineMemory { NoEngineMemory() }

  /// ``solve(_:)``: there is nothing to reuse.
  public func solve(
    _ document: LayoutDocument, memory: inout NoEngineMemory
  ) throws(Failure) -> LayoutAnswer {
    try solve(document)
  }
}

extension LayoutEngine where Failure == LayoutError {
  /// The failure itself.
  public static func layoutError(_ failure: LayoutError) -> LayoutError { failure }
}

/// Why a document could not be laid out, whatever the engine.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The document is invalid (``LayoutDocument/validate()``): the same error, with the same
  /// JSON path, that reading it from JSON would give.
  case invalid(DocumentError)
  /// An item's ``ContentMeasurer`` threw or gave a size that is not a length.
  case measurement(MeasurementError)
  /// The engine does not lay out what the document asks for, at a JSON path (the direct engine
  /// and constraints, or a constraint on a frame no solved segment decides).
  case unsupported(path: String, message: String)
  /// The engine could not solve one of the layout's sizing problems (never for a valid
  /// document within the documented limits); the engine's own message.
  case unsolved(String)
  /// The engine's ``TimeLimit`` ran out before the layout was done (never with no limit).
  case timeLimitReached(TimeLimit)

  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .measurement(let error): error.description
    case .unsupported(let path, let message): "\(path): \(message)"
    case .unsolved(let message): message
    case .timeLimitReached(let limit): Self.timeLimitMessage(limit)
    }
  }

  /// The message of a reached time limit, the same for every engine: `time limit of 0.5 s
  /// reached before the layout was done`.
  package static func timeLimitMessage(_ limit: TimeLimit) -> String {
    "time limit of \(limit) reached before the layout was done"
  }
}
