/// Something a constraint can refer to: a declared view, the container view, or one of
/// the container's layout guides.
public enum LayoutItem: Hashable, Sendable, Comparable {
    /// A view declared in the layout, by name.
    case view(String)
    /// The container view that the layout is installed in (VFL's `|`).
    case superview
    /// The container's layout margins guide (UIKit's standard spacing to `|`).
    case margins
    /// The container's safe area layout guide.
    case safeArea
    /// The container's readable content guide (UIKit only; vflgen extension `readable|`).
    case readable
    /// The container's keyboard layout guide (UIKit only; vflgen extension `|keyboard`, its top edge).
    case keyboard
    /// A layout guide of a declared scroll view (vflgen extension `form.content`, `form.frame`):
    /// `UIScrollView.contentLayoutGuide` or `frameLayoutGuide`.
    case scrollGuide(String, ScrollGuide)

    /// The name used in `vflgen constraints` output and in diagnostics.
    public var name: String {
        switch self {
        case .view(let name): name
        case .superview: "superview"
        case .margins: "margins"
        case .safeArea: "safeArea"
        case .readable: "readable"
        case .keyboard: "keyboard"
        case .scrollGuide(let view, let guide): "\(view).\(guide.name)"
        }
    }

    /// Whether this is one of the container's layout guides (not a view).
    public var isGuide: Bool {
        switch self {
        case .margins, .safeArea, .readable, .keyboard: true
        case .view, .superview, .scrollGuide: false
        }
    }

    /// The declared view's name, or `nil` for the container and its guides.
    public var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }

    /// The declared view the item belongs to: a view's name, or the scroll view of a scroll
    /// view's guide; `nil` for the container and its guides.
    public var declaredView: String? {
        switch self {
        case .view(let name), .scrollGuide(let name, _): name
        default: nil
        }
    }

    /// Parses the `vflgen constraints` spelling back (`superview`, `margins`, `safeArea`, `readable`,
    /// `keyboard`, or a view name).
    public init(name: String) {
        switch name {
        case "superview": self = .superview
        case "margins": self = .margins
        case "safeArea": self = .safeArea
        case "readable": self = .readable
        case "keyboard": self = .keyboard
        default:
            if let dot = name.lastIndex(of: "."), let guide = ScrollGuide(name: String(name[name.index(after: dot)...])) {
                self = .scrollGuide(String(name[..<dot]), guide)
            } else {
                self = .view(name)
            }
        }
    }
}

/// The two layout guides of a scroll view (UIKit, iOS 11): written `NAME.content` and
/// `NAME.frame` in `.vfl` files.
public enum ScrollGuide: Hashable, Sendable, Comparable, CaseIterable {
    /// `contentLayoutGuide`: the scrollable content's area; its size is the content size.
    case content
    /// `frameLayoutGuide`: the scroll view's own frame, whatever the scroll offset.
    case frame

    /// The spelling after the dot.
    public var name: String { self == .content ? "content" : "frame" }

    /// UIKit's property (`contentLayoutGuide`, `frameLayoutGuide`).
    public var uikitProperty: String { self == .content ? "contentLayoutGuide" : "frameLayoutGuide" }

    /// The guide spelled `name`, or `nil`.
    public init?(name: String) {
        switch name {
        case "content": self = .content
        case "frame": self = .frame
        default: return nil
        }
    }
}

/// The view classes that are scroll views, whose guides `NAME.content`/`NAME.frame` exist and
/// whose content scrolls: `UIScrollView` and its UIKit subclasses. AppKit's `NSScrollView`
/// has no layout guides (the language rejects them there, docs/Language.md "Scroll views").
public enum ScrollViewClasses {
    /// The UIKit classes that are `UIScrollView` or inherit from it (UIScrollView.h,
    /// UITableView.h, UICollectionView.h, UITextView.h).
    public static let uikit: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    /// AppKit's scroll view class.
    public static let appkit: Set<String> = ["NSScrollView"]

    /// Whether a view declared with `type` is a scroll view on `platform` (a module-qualified
    /// name, `UIKit.UIScrollView`, counts by its last part).
    public static func isScrollView(_ type: String?, on platform: Platform) -> Bool {
        guard var type else { return false }
        // The front end asks this of every view of every layout: an ASCII name (nearly all) is
        // compared byte for byte after its last dot, without a `String` made or hashed (the
        // `Character` search and the set's hashing were a tenth of `vflgen constraints`).
        if let answer = asciiAnswer(type, platform) { return answer }
        if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
        return platform == .uikit ? uikit.contains(type) : appkit.contains(type)
    }

    /// ``isScrollView(_:on:)`` for an ASCII `type` (where bytes and characters are one and
    /// the same, so the answer is the set's), or nil for any other. The part after the last dot
    /// is matched by its length first, then against the one or two names of that length (a
    /// search of an array of names, static or not, cost more than the rest).
    private static func asciiAnswer(_ type: String, _ platform: Platform) -> Bool? {
        type.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ".") { start = index + 1 }
            }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            guard platform == .uikit else { return name.count == 12 && matches(name, "NSScrollView") }
            switch name.count {
            case 10: return matches(name, "UITextView")
            case 11: return matches(name, "UITableView")
            case 12: return matches(name, "UIScrollView")
            case 16: return matches(name, "UICollectionView")
            default: return false
            }
        } ?? nil
    }

    /// Whether `bytes` are `name`'s, which has as many.
    @inline(__always)
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        var offset = 0
        while offset < bytes.count, name.utf8Start[offset] == bytes[offset] { offset += 1 }
        return offset == bytes.count
    }
}
