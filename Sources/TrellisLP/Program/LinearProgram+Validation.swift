extension LinearProgram {
  /// The most variables a program may have (GLPK's own limit, `N_MAX`).
  public static let maximumVariableCount = 100_000_000
  /// The most rows a program may have (GLPK's own limit, `M_MAX`).
  public static let maximumRowCount = 100_000_000
  /// The most stored coefficients a program may have (GLPK's own limit, `NNZ_MAX`).
  public static let maximumNonzeroCount = 500_000_000
  /// The longest name, in UTF-8 bytes (GLPK's limit; longer names abort it).
  public static let maximumNameLength = 255
  /// The magnitudes a non-zero number (coefficient, finite bound, objective constant) may have.
  ///
  /// GLPK aborts the process when its scaling meets numbers far outside this range (a scale
  /// factor underflows to 0, measured with 1e-300 and 1e300); layouts use 1e-6 to 1e7.
  public static let magnitudeRange: ClosedRange<Double> = 1e-30...1e30

  /// The punctuation a name may use besides ASCII letters and digits: the CPLEX LP character
  /// set plus `[`, `]` and `-`, which LP text spells `(`, `)` and `~`.
  public static let namePunctuation = "!\"#$%&()/,.;?@_`'{}|~[]-"

  /// The bytes allowed in names, as a 128-bit set over ASCII: bit b of `allowedNameBytesLow`
  /// for b < 64, bit b − 64 of `allowedNameBytesHigh` otherwise (letters, digits and
  /// ``namePunctuation``; a test checks the constants against them).
  static let allowedNameBytesLow: UInt64 = 0x8BFF_F3FE_0000_0000
  static let allowedNameBytesHigh: UInt64 = 0x7FFF_FFFF_AFFF_FFFF

  /// Whether a byte may appear in a name.
  @inline(__always)
  static func isAllowedNameByte(_ byte: UInt8) -> Bool {
    byte < 64
      ? allowedNameBytesLow & (1 << UInt64(byte)) != 0
      : byte < 128 && allowedNameBytesHigh & (1 << UInt64(byte - 64)) != 0
  }

  /// Whether a name can be given to a variable, a row, the objective or the problem.
  ///
  /// A valid name has 1 to 255 characters, all ASCII letters, digits or
  /// ``namePunctuation``, and does not begin with a digit, `.`, `-` or `~` — so it survives
  /// CPLEX LP and free MPS text and GLPK's own name checks, and never collides with the names
  /// the text writers generate (which begin with `~`). `main.col[2].width` is valid.
  ///
  /// - Parameter name: the candidate name.
  /// - Returns: `true` when the name is valid.
  public static func isValidName(_ name: String) -> Bool {
    nameProblem(name) == nil
  }

  /// How a name is written in CPLEX LP text: `[` `]` `-` become `(` `)` `~`, as GLPK writes it.
  ///
  /// - Parameter name: a valid name.
  /// - Returns: its spelling in LP text.
  public static func lpSpelling(of name: String) -> String {
    String(
      decoding: name.utf8.map { byte in
        switch byte {
        case UInt8(ascii: "["): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: ")")
        case UInt8(ascii: "-"): UInt8(ascii: "~")
        default: byte
        }
      }, as: UTF8.self)
  }

  /// Why a name is invalid, or `nil` when it is valid.
  ///
  /// - Complexity: O(length), over the contiguous UTF-8 bytes when the string has them.
  static func nameProblem(_ name: String) -> String? {
    let valid = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard let first = bytes.first, bytes.count <= maximumNameLength else { return false }
      guard first != UInt8(ascii: "."), first != UInt8(ascii: "-"), first != UInt8(ascii: "~"),
        !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
      else { return false }
      for byte in bytes where !isAllowedNameByte(byte) { return false }
      return true
    }
    return valid == true ? nil : nameProblemDetail(name)
  }

  /// Why a name is invalid, or `nil` when it is valid: the slow path, which also words the
  /// message.
  private static func nameProblemDetail(_ name: String) -> String? {
    let bytes = name.utf8
    guard let first = bytes.first else { return "must not be empty" }
    if bytes.count > maximumNameLength {
      return "longer than \(maximumNameLength) bytes (\(bytes.count))"
    }
    if first == UInt8(ascii: ".") || first == UInt8(ascii: "-") || first == UInt8(ascii: "~")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    {
      return "must not begin with a digit, '.', '-' or '~' ('\(name)')"
    }
    for byte in bytes where !isAllowedNameByte(byte) {
      let shown =
        byte < 0x20 || byte >= 0x7F
        ? "byte 0x\(String(byte, radix: 16))" : "'\(Character(Unicode.Scalar(byte)))'"
      return "\(shown) is not allowed in \(name.debugDescription)"
    }
    return nil
  }

  /// Checks everything GLPK would otherwise abort on, and everything that makes a program
  /// meaningless: names, bounds, finiteness of coefficients, handles and sizes.
  ///
  /// - Throws: the first ``LinearProgramError`` found, in this order: sizes, problem and
  ///   objective names, the objective constant, each variable (name, bounds, objective), each row
  ///   (name, bounds, terms), then name clashes in LP text.
  /// - Complexity: O(variables + rows + nonzeros), expected.
  public func validate() throws(LinearProgramError) {
    try validate(checkingNames: true)
  }

  /// ``validate()``, optionally without the name checks, for programs whose names are made by
  /// this module and valid and unique by construction (the LP engine's short names): numbers,
  /// bounds, handles and sizes are always checked, since those are what GLPK aborts on.
  func validate(checkingNames: Bool) throws(LinearProgramError) {
    if variables.count > Self.maximumVariableCount {
      throw .tooLarge(
        what: "variables", count: variables.count, limit: Self.maximumVariableCount)
    }
    if rows.count > Self.maximumRowCount {
      throw .tooLarge(what: "rows", count: rows.count, limit: Self.maximumRowCount)
    }
    let nonzeros = nonzeroCount
    if nonzeros > Self.maximumNonzeroCount {
      throw .tooLarge(what: "coefficients", count: nonzeros, limit: Self.maximumNonzeroCount)
    }
    if let name, let problem = Self.nameProblem(name) {
      throw .invalidName(.problem, reason: problem)
    }
    if let objectiveName, let problem = Self.nameProblem(objectiveName) {
      throw .invalidName(.objective, reason: problem)
    }
    if !objectiveConstant.isFinite {
      throw .nonFiniteObjective(.objective, value: objectiveConstant)
    }

    // An item (which copies a name) is made only when a check fails.
    for (index, variable) in variables.enumerated() {
      func item() -> LinearProgramError.Item { .variable(index: index, name: variable.name) }
      if checkingNames, let problem = Self.nameProblem(variable.name) {
        throw .invalidName(item(), reason: problem)
      }
      try Self.checkBounds(item(), variable.lower, variable.upper)
      if !variable.objective.isFinite {
        throw .nonFiniteObjective(item(), value: variable.objective)
      }
      try Self.checkMagnitude(variable.objective, item(), "objective coefficient")
    }
    for (index, row) in rows.enumerated() {
      func item() -> LinearProgramError.Item { .row(index: index, name: row.name) }
      if checkingNames, let problem = Self.nameProblem(row.name) {
        throw .invalidName(item(), reason: problem)
      }
      try Self.checkBounds(item(), row.lower, row.upper)
      for term in row.terms {
        guard variables.indices.contains(term.variable.index) else {
          throw .termWithUnknownVariable(
            row: item(), index: term.variable.index, variableCount: variables.count)
        }
        if !term.coefficient.isFinite {
          throw .nonFiniteCoefficient(
            row: item(), variable: variables[term.variable.index].name, value: term.coefficient)
        }
        try Self.checkMagnitude(
          term.coefficient, item(), "coefficient of '\(variables[term.variable.index].name)'")
      }
    }
    if let hint = basisHint {
      if let bad = hint.variables.first(where: { !variables.indices.contains($0.index) }) {
        throw .unknownVariable(index: bad.index, variableCount: variables.count)
      }
      if let bad = hint.rows.first(where: { !rows.indices.contains($0.index) }) {
        throw .unknownRow(index: bad.index, rowCount: rows.count)
      }
    }
    guard checkingNames else { return }
    try Self.checkUnique(variables.map(\.name)) { .variable(index: $0, name: $1) }
    try Self.checkUnique(rows.map(\.name)) { .row(index: $0, name: $1) }
  }

  /// Throws unless `lower ≤ upper`, neither is NaN, `lower < +∞`, `upper > -∞`, and finite
  /// bounds are within ``magnitudeRange``.
  ///
  /// The item is made only when a check fails (it copies a name).
  static func checkBounds(
    _ item: @autoclosure () -> LinearProgramError.Item, _ lower: Double, _ upper: Double
  ) throws(LinearProgramError) {
    guard !lower.isNaN, !upper.isNaN, lower <= upper, lower < .infinity, upper > -.infinity else {
      throw .invalidBounds(item(), lower: lower, upper: upper)
    }
    if lower.isFinite { try checkMagnitude(lower, item(), "lower bound") }
    if upper.isFinite { try checkMagnitude(upper, item(), "upper bound") }
  }

  /// Throws unless a finite number is 0 or within ``magnitudeRange`` in magnitude.
  @inline(__always)
  static func checkMagnitude(
    _ value: Double, _ item: @autoclosure () -> LinearProgramError.Item,
    _ role: @autoclosure () -> String
  ) throws(LinearProgramError) {
    let magnitude = abs(value)
    guard magnitude == 0 || magnitudeRange.contains(magnitude) else {
      throw .magnitudeOutOfRange(item(), role: role(), value: value)
    }
  }

  /// Throws on two equal names, or two names spelled alike in LP text.
  ///
  /// Spelling maps `[ ] -` to `( ) ~`. If no name contains `(`, `)` or `~`, spelling is
  /// one-to-one on these names (every `(` in a spelled name was a `[`), so distinct names
  /// stay distinct and the spelled check is skipped: the common case costs one set of names.
  static func checkUnique(
    _ names: [String], item: (Int, String) -> LinearProgramError.Item
  ) throws(LinearProgramError) {
    var table = NameTable(capacity: names.count)
    var hasSpellingTargets = false
    for (index, name) in names.enumerated() {
      if let first = table.insert(index, of: names) {
        throw .duplicateName(item(index, name), firstIndex: first)
      }
      if !hasSpellingTargets {
        hasSpellingTargets = withUTF8Bytes(of: name) { bytes in
          bytes.contains {
            $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "~")
          }
        }
      }
    }
    guard hasSpellingTargets else { return }
    var spelled: [String: Int] = [:]
    spelled.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      let key = lpSpelling(of: name)
      if let first = spelled.updateValue(index, forKey: key) {
        throw .nameClashInLPText(item(index, name), other: names[first], spelling: key)
      }
    }
  }
}

/// An open-addressing set of names (by index into an array of names), hashed with FNV-1a over
/// their UTF-8 bytes: the duplicate check of ``LinearProgram/validate()`` without the cost of
/// `Hasher` per string.
struct NameTable {
  /// Slots holding a name's index, or -1 when empty; the count is a power of two.
  private var slots: [Int]
  /// `slots.count - 1`.
  private let mask: Int

  /// Makes a table for up to `capacity` names.
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [Int](repeating: -1, count: size)
    mask = size - 1
  }

  /// Inserts `names[index]`; returns the index of an equal name already present instead.
  mutating func insert(_ index: Int, of names: [String]) -> Int? {
    let name = names[index]
    var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
    while slots[slot] >= 0 {
      if names[slots[slot]] == name { return slots[slot] }
      slot = (slot + 1) & mask
    }
    slots[slot] = index
    return nil
  }

  /// FNV-1a over the UTF-8 bytes.
  static func hash(_ name: String) -> UInt64 {
    withUTF8Bytes(of: name) { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
      return hash
    }
  }
}

/// Runs `body` over a string's UTF-8 bytes, contiguous (no copy) for native strings.
@inline(__always)
func withUTF8Bytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  return Array(string.utf8).withUnsafeBufferPointer(body)
}
