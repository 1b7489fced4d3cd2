import Foundation

/// File names as the bytes a file system holds, carried in `String`s.
///
/// A name is any bytes but `/` and NUL, not necessarily UTF-8. The command reads its
/// arguments and a directory's entries through ``string(_:)``, which keeps every byte: valid
/// UTF-8 reads as itself, and each byte that is not (or that would read as one of the private
/// code points U+10FF00…U+10FFFF used here) becomes the code point U+10FF00 + byte.
/// ``bytes(_:)`` undoes it exactly, so the file opened or replaced is the one named, never the
/// name with its invalid bytes replaced by U+FFFD. Messages show a name through ``shown(_:)``:
/// each such byte as `\xFF`.
enum FileName {
  /// The first of the 256 code points that stand for one raw byte each.
  private static let escapeBase: UInt32 = 0x10_FF00

  /// The name `bytes` spells, every byte kept (see ``FileName``).
  ///
  /// - Complexity: O(`bytes.count`).
  static func string(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index),
        scalar.value & ~0xFF != escapeBase
      {
        scalars.append(scalar)
        index += length
      } else {
        // Not UTF-8, or a code point of the escapes: each byte escaped alone.
        let length = scalar(in: bytes, at: index)?.1 ?? 1
        for byte in bytes[index..<index + length] {
          scalars.append(escape(byte))
        }
        index += length
      }
    }
    return String(scalars)
  }

  /// The code point that stands for `byte`.
  private static func escape(_ byte: UInt8) -> Unicode.Scalar {
    // U+10FF00…U+10FFFF are all scalars.
    Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// The bytes `name` stands for: the inverse of ``string(_:)``.
  static func bytes(_ name: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if scalar.value & ~0xFF == escapeBase {
        bytes.append(UInt8(scalar.value & 0xFF))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// The bytes of `name` and a NUL, for a system call's path argument.
  static func cString(_ name: String) -> [CChar] {
    bytes(name).map { CChar(bitPattern: $0) } + [0]
  }

  /// `name` for a message: each byte that is not UTF-8 as `\xFF`.
  static func shown(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: { $0.value & ~0xFF == escapeBase }) else {
      return name
    }
    var text = ""
    for scalar in name.unicodeScalars {
      if scalar.value & ~0xFF == escapeBase {
        let hex = String(scalar.value & 0xFF, radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" : "") + hex
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The process's arguments without the program's name, every byte kept.
  static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      return string(
        UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
          UInt8(bitPattern: $0)
        })
    }
  }

  /// The well-formed UTF-8 scalar at `index` and its length in bytes, or `nil`.
  private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    let least: UInt32
    var value: UInt32
    switch lead {
    case 0..<0x80: return (Unicode.Scalar(lead), 1)
    case 0xC2..<0xE0: (length, least, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0..<0xF0: (length, least, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0..<0xF5: (length, least, value) = (4, 0x1_0000, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for byte in bytes[index + 1..<index + length] {
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= least, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
