import Foundation

/// The examples of Examples/Layouts that are UIKit only (Examples/Layouts/uikit-only.txt says
/// which and why: a scroll view's layout guides, which AppKit does not have). The tests that
/// check or generate every example on AppKit leave these out, by name, and test that AppKit
/// rejects them with the documented error.
enum UIKitOnlyExamples {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file names (`SignIn.vfl`).
    static let names: Set<String> = {
        let list = (try? String(contentsOf: root.appendingPathComponent("Examples/Layouts/uikit-only.txt"), encoding: .utf8)) ?? ""
        return Set(list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()

    /// Whether `path` (`Examples/Layouts/SignIn.vfl`) is built for UIKit only.
    static func contains(_ path: String) -> Bool {
        path.hasPrefix("Examples/Layouts/") && names.contains(String(path.dropFirst("Examples/Layouts/".count)))
    }
}
