import Foundation

/// Where the page and the bundled examples are read from: beside an installed `trellis-serve`
/// (`PREFIX/share/trellis/page` and `PREFIX/share/trellis/examples` for `PREFIX/bin/trellis-serve`,
/// as `scripts/install` puts them), else in the checkout the server was built from.
enum PlaygroundFiles {
  /// `share/trellis` beside the running executable's `bin/`, when there is one.
  static let installed: URL? = {
    let linux = URL(fileURLWithPath: "/proc/self/exe")
    let executable =
      FileManager.default.fileExists(atPath: linux.path) ? linux : Bundle.main.executableURL
    guard let executable else { return nil }
    let share = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("share/trellis")
    return FileManager.default.fileExists(atPath: share.path) ? share : nil
  }()

  /// The checkout's root, found from this file's path (`Server/Sources/TrellisServer/`).
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder `name` of an installed server's `share/trellis` when there is one, else `path`
  /// in the checkout.
  static func directory(installed name: String, checkout path: String) -> String {
    if let installed = installed?.appendingPathComponent(name),
      FileManager.default.fileExists(atPath: installed.path)
    {
      return installed.path
    }
    return checkout.appendingPathComponent(path).path
  }
}
