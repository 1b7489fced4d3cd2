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
  var name: String { get }

  /// Lays a validated document out.
  ///
  /// - Throws: `Failure` when the engine refuses the document or cannot solve it.
  func solve(_ document: LayoutDocument) throws(Failure) -> LayoutAnswer
}

/// Why a document could not be laid out, whatever the engine.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The engine does not lay out what the document asks for, at a JSON path (the direct engine
  /// and constraints, or a constraint on a frame no solved segment decides).
  case unsupported(path: String, message: String)
  /// The engine could not solve one of the layout's sizing problems (never for a valid
  /// document within the documented limits); the engine's own message.
  case unsolved(String)

  public var description: String {
    switch self {
    case .unsupported(let path, let message): "\(path): \(message)"
    case .unsolved(let message): message
    }
  }
}
