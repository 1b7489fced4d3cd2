/// One of the two layout axes.
public enum Axis: Sendable, Hashable, CaseIterable {
  /// x, widths, columns.
  case horizontal
  /// y, heights, rows.
  case vertical

  /// Both axes, horizontal first: a stored constant, unlike `allCases`, which builds a new
  /// array at every use (a heap allocation on hot paths).
  public static let both: [Axis] = [.horizontal, .vertical]

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A value per axis: `[w, h]`, `[x, y]`, `[h, v]` in documents.
public struct AxisPair<Value> {
  /// The horizontal value (width, x).
  public var horizontal: Value
  /// The vertical value (height, y).
  public var vertical: Value

  /// Makes a pair.
  public init(_ horizontal: Value, _ vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The same value on both axes.
  public init(both value: Value) {
    self.init(value, value)
  }

  /// The value on an axis.
  public subscript(axis: Axis) -> Value {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}

extension AxisPair: Equatable where Value: Equatable {}
extension AxisPair: Hashable where Value: Hashable {}
extension AxisPair: Sendable where Value: Sendable {}

/// Where something sits along one axis of the space it is given.
public enum Alignment: Sendable, Hashable {
  /// Left or top.
  case start
  /// Centred.
  case center
  /// Right or bottom.
  case end
  /// Takes the whole space (only meaningful for an item in its cell).
  case fill

  /// The fraction of free space before content with this alignment: 0, ½ or 1.
  package var fraction: Double {
    switch self {
    case .start, .fill: 0
    case .center: 0.5
    case .end: 1
    }
  }

  /// The document spelling on an axis: `left`/`top`, `center`, `right`/`bottom`, `fill`.
  public func name(on axis: Axis) -> String {
    switch self {
    case .start: axis == .horizontal ? "left" : "top"
    case .center: "center"
    case .end: axis == .horizontal ? "right" : "bottom"
    case .fill: "fill"
    }
  }

  /// Reads a document spelling for an axis; `nil` when it is not one.
  public init?(name: String, on axis: Axis) {
    switch (name, axis) {
    case ("left", .horizontal), ("top", .vertical): self = .start
    case ("center", _): self = .center
    case ("right", .horizontal), ("bottom", .vertical): self = .end
    case ("fill", _): self = .fill
    default: return nil
    }
  }
}
