/// Output that could not be written: printed as `error: <where>: <message>` on stderr, with a
/// sysexits status: 73 (`EX_CANTCREAT`) when the file cannot be created or replaced, 74
/// (`EX_IOERR`) when writing fails (a full disk, a closed or broken standard output).
struct OutputError: Error, CustomStringConvertible {
  /// `EX_CANTCREAT`: the output file cannot be created or replaced.
  static let cannotCreate: Int32 = 73
  /// `EX_IOERR`: writing the output failed.
  static let ioError: Int32 = 74

  /// The output file, or `standard output`.
  var path: String
  /// What failed.
  var message: String
  /// The exit status: ``cannotCreate`` or ``ioError``.
  var status: Int32

  var description: String { "error: \(ErrorLine.quote(path)): \(message)" }

  /// A file that cannot be created or replaced, because of `reason`.
  static func cannotCreate(_ path: String, _ reason: String) -> OutputError {
    OutputError(path: path, message: "cannot create the file (\(reason))", status: cannotCreate)
  }

  /// Writing `path` failed with `error`.
  static func cannotWrite(_ path: String, _ error: Errno) -> OutputError {
    OutputError(path: path, message: "cannot write (\(error))", status: ioError)
  }
}
