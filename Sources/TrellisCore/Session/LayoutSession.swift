/// One document laid out again and again — at new sizes, after edits — keeping the work that
/// does not change: the document is validated and numbered once, and the engine keeps its
/// ``LayoutEngine/Memory`` (the LP engine the problems it solved and their answers) from one
/// layout to the next.
///
/// ```swift
/// var session = try LayoutSession(document, engine: DirectEngine())
/// let wide = try session.layout(size: [1024, 640])
/// let narrow = try session.layout(size: [800, 640])
/// try session.update { $0.root.item.stretch = [1, 1] }
/// ```
///
/// Every answer is bit-identical to solving the session's current document cold
/// (``LayoutEngine/solve(_:)``); seeded property tests check this over random sequences of
/// resizes and edits, bit for bit under `compat`, `none` and `pixel`.
///
/// What the direct engine keeps: the content sizes of the document's grids of plain items
/// (they depend on the tree, the items and the rounding, never on the size), so a resize does
/// not sweep the cells again. And its answers do not write those grids' frames: their
/// ``FrameTable`` keeps each grid's placed tracks and derives a child's frame when it is read
/// — by id, by node, by path, iterated, compared, encoded or written as JSON — with the very
/// function a cold solve writes every frame with (snapped on access under `rounding: pixel`).
/// A ±7 point resize of a 100×100 grid thus costs O(tracks), not O(cells); reading all the
/// frames of such an answer costs what writing them would have (a frame is a few loads and
/// one division of a child's number by the column count). ``FrameTable/mapValues(_:)`` writes
/// them out.
///
/// A session is a value: it is `Sendable` and belongs to one task at a time, like any `var`.
/// It fits SwiftUI's `Layout` cache and a view controller's stored property alike.
public struct LayoutSession<Engine: LayoutEngine>: Sendable {
  /// The engine.
  public let engine: Engine
  /// The document as last laid out or edited (validated).
  public private(set) var document: LayoutDocument
  /// What the engine kept from the last layout.
  private var memory: Engine.Memory

  /// Starts a session: validates the document once.
  ///
  /// - Throws: ``LayoutError/invalid(_:)`` when the document is invalid.
  /// - Complexity: O(nodes), as ``LayoutDocument/validate()``.
  public init(_ document: LayoutDocument, engine: Engine) throws(LayoutError) {
    do {
      self.document = try document.validated()
    } catch {
      throw .invalid(error)
    }
    self.engine = engine
    memory = engine.makeMemory()
  }

  /// Lays the document out at its size.
  ///
  /// - Throws: the engine's failure, as a ``LayoutError``.
  public mutating func layout() throws(LayoutError) -> LayoutAnswer {
    do {
      return try engine.solve(document, memory: &memory)
    } catch {
      throw Engine.layoutError(error)
    }
  }

  /// Lays the document out at a new size (`nil` on an axis: measured naturally); the
  /// document keeps it.
  ///
  /// Only the size is checked: the rest of the document was validated already.
  ///
  /// - Throws: ``LayoutError/invalid(_:)`` for a size out of range (as the document's `size`
  ///   would be), or the engine's failure.
  /// - Complexity: the solve's; no validation or numbering of the tree.
  public mutating func layout(size: AxisPair<Double?>) throws(LayoutError) -> LayoutAnswer {
    do {
      try document.resize(to: size)
    } catch {
      throw .invalid(error)
    }
    return try layout()
  }

  /// Edits the document: desired sizes, measurers, constraints, anything.
  ///
  /// The edited document
  /// is validated (and renumbered if its tree changed) before the next layout; the engine's
  /// memory is kept and used where it still fits.
  ///
  /// - Parameter edit: changes the document.
  /// - Throws: ``LayoutError/invalid(_:)`` when the edited document is invalid (the session
  ///   keeps the document it had), or what `edit` throws.
  /// - Complexity: O(nodes): the edited document is validated again (and renumbered when
  ///   its tree changed).
  public mutating func update<Failure: Error>(
    _ edit: (inout LayoutDocument) throws(Failure) -> Void
  ) throws {
    var edited = document
    try edit(&edited)
    do {
      document = try edited.validated()
    } catch {
      throw LayoutError.invalid(error)
    }
  }
}

extension LayoutDocument {
  /// Sets the size after checking it as ``validate()`` does, keeping the document's mark of
  /// having been validated.
  ///
  /// - Throws: ``DocumentError`` at `size[0]` or `size[1]`.
  mutating func resize(to size: AxisPair<Double?>) throws(DocumentError) {
    for axis in Axis.both {
      if let length = size[axis] {
        try ObjectReader.check(length, path: "size[\(axis == .horizontal ? 0 : 1)]", atLeast: 0)
      }
    }
    let validated = isValidated
    self.size = size
    isValidated = validated
  }
}
