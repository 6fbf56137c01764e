import LayoutModel
import Testing
import TestRandom

/// `ScrollViewClasses.isScrollView` compares an ASCII type's bytes after its last dot instead of
/// searching characters and hashing a `String`; it must answer exactly as the set look-up does,
/// for every class name, module-qualified, cut, extended, non-ASCII and random names.
@Suite struct ScrollViewClassesTests {
    /// The look-up as it was before the byte comparison: the part after the last `.` (a
    /// `Character`), looked up in the platform's set.
    static func reference(_ type: String?, on platform: Platform) -> Bool {
        guard var type else { return false }
        if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
        return platform == .uikit ? ScrollViewClasses.uikit.contains(type) : ScrollViewClasses.appkit.contains(type)
    }

    static let names = Array(ScrollViewClasses.uikit) + Array(ScrollViewClasses.appkit) + ["UIView", "UILabel", "NSView", "UIScrollViewX", "ScrollView", "View", ""]

    @Test func namesAndTheirVariantsAnswerAsTheSet() {
        var types: [String?] = [nil, ".", "..", "UIKit.", ".UIScrollView", "a.b.UIScrollView", "UIKit.UIKit.UITextView"]
        for name in Self.names {
            let qualified: [String] = ["UIKit." + name, "AppKit." + name, "My.Module." + name, name + "."]
            let cut: [String] = [String(name.dropLast()), String(name.dropFirst()), name.lowercased()]
            let unusual: [String] = [name + "\u{301}", "é." + name, "\u{600}." + name, name.map { $0 == "S" ? "\u{212A}" : String($0) }.joined()]
            let spaced: [String] = ["UIKit\u{2024}" + name, name + " ", " " + name]
            types.append(name)
            for type in qualified + cut + unusual + spaced { types.append(type) }
        }
        for type in types {
            for platform in [Platform.uikit, .appkit] {
                #expect(ScrollViewClasses.isScrollView(type, on: platform) == Self.reference(type, on: platform), "\(String(describing: type)) on \(platform)")
            }
        }
        #expect(ScrollViewClasses.isScrollView("UIKit.UITableView", on: .uikit))
        #expect(!ScrollViewClasses.isScrollView("UIKit.UITableView", on: .appkit))
        #expect(ScrollViewClasses.isScrollView("NSScrollView", on: .appkit))
    }

    @Test func randomNamesAnswerAsTheSet() {
        var random = SplitMix64(seed: 43)
        let pieces = ["UI", "NS", "Scroll", "Table", "Collection", "Text", "View", ".", "Kit", "é", "\u{301}", "x", ""]
        for _ in 0..<20_000 {
            let type = (0..<(1 + random.below(5))).map { _ in pieces[random.below(pieces.count)] }.joined()
            for platform in [Platform.uikit, .appkit] {
                #expect(ScrollViewClasses.isScrollView(type, on: platform) == Self.reference(type, on: platform), "\(type) on \(platform)")
            }
        }
    }
}
