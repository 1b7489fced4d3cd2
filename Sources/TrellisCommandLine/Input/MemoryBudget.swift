import Foundation

/// Whether an input of a given size fits the process's address-space limit (`ulimit -v`,
/// `prlimit --as`).
///
/// Swift cannot recover from a failed allocation: the process would abort mid-solve. So a
/// document is refused before it is decoded when the limit is set and the document's likely
/// peak would pass it: ``bytesPerDocumentByte`` times its bytes beyond what the process maps
/// already (measured: a 74 MB grid of 4,194,304 items peaks at 476 MB). Without a limit,
/// nothing is checked. A smaller document may still need more (a tiered solve's programs), so
/// this is a guard for large inputs, not a promise.
enum MemoryBudget {
  /// The address space a document's decoding and solve take per byte of its JSON, at most
  /// (measured about 6.5 on the largest grids).
  static let bytesPerDocumentByte = 8

  /// - Throws: ``SystemError`` (exit 71) when an input of `count` bytes would not fit.
  static func check(inputBytes count: Int, _ path: String) throws {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return }
    let needed = mapped() + count * bytesPerDocumentByte
    guard needed > Int(clamping: limit.rlim_cur) else { return }
    let megabytes = { (bytes: Int) in (bytes + (1 << 20) - 1) >> 20 }
    throw SystemError(
      what: "\(path): an input of \(megabytes(count)) MB needs about \(megabytes(needed)) MB "
        + "of memory, more than the process's limit of \(megabytes(Int(limit.rlim_cur))) MB",
      errno: ENOMEM)
  }

  /// The address space the process maps now (`/proc/self/statm`'s first field), or 0.
  private static func mapped() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
