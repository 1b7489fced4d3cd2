// A margin or spacing written as one number, as documents allow: `margin: 8`, `spacing: 4`.

extension Insets: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// The same margin on every side (`"margin": 8`).
  public init(all size: Double) {
    self.init(top: size, left: size, bottom: size, right: size)
  }

  /// The same margin on every side: `margin: 8`.
  public init(integerLiteral size: Int) {
    self.init(all: Double(size))
  }

  /// The same margin on every side: `margin: 2.5`.
  public init(floatLiteral size: Double) {
    self.init(all: size)
  }
}

extension Spacing: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A spacing of this size that does not stretch (`"spacing": 8`).
  public init(integerLiteral size: Int) {
    self.init(size: Double(size))
  }

  /// A spacing of this size that does not stretch (`"spacing": 2.5`).
  public init(floatLiteral size: Double) {
    self.init(size: size)
  }
}

extension SpacingInsets: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// The same spacing on every side: a grid's `"margin": {"size": 8, "stretch": 1}` is
  /// `SpacingInsets(all: Spacing(size: 8, stretch: 1))`.
  public init(all spacing: Spacing) {
    self.init(top: spacing, left: spacing, bottom: spacing, right: spacing)
  }

  /// The same fixed margin on every side: `margin: 16`.
  public init(integerLiteral size: Int) {
    self.init(all: Spacing(size: Double(size)))
  }

  /// The same fixed margin on every side: `margin: 2.5`.
  public init(floatLiteral size: Double) {
    self.init(all: Spacing(size: size))
  }
}
