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

  /// Lays a document out, validating it first unless it was read from JSON or validated
  /// (``LayoutDocument/validate()``).
  ///
  /// - Throws: `Failure` when the document is invalid, or the engine refuses it or cannot
  ///   solve it.
  func solve(_ document: LayoutDocument) throws(Failure) -> LayoutAnswer
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

  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .measurement(let error): error.description
    case .unsupported(let path, let message): "\(path): \(message)"
    case .unsolved(let message): message
    }
  }
}
