/// Apple: `class NSImage : NSObject` (only a name here).
open class NSImage: NSObject, @unchecked Sendable {
    public let name: String?

    public init?(named name: String) {
        self.name = name
        super.init()
    }
}

/// Apple: `@MainActor class NSControl : NSView`.
@MainActor
open class NSControl: NSView {
    open var isEnabled: Bool = true
    open var stringValue: String = ""
}

/// Apple: `@MainActor class NSTextField : NSControl`.
@MainActor
open class NSTextField: NSControl {
    /// Apple: `convenience init(labelWithString stringValue: String)`.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    /// Apple: `convenience init(string stringValue: String)`.
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }
}

/// Apple: `@MainActor class NSImageView : NSControl`.
@MainActor
open class NSImageView: NSControl {
    open var image: NSImage?

    /// Apple: `convenience init(image: NSImage)`.
    public convenience init(image: NSImage) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// Apple: `@MainActor class NSButton : NSControl`.
@MainActor
open class NSButton: NSControl {
    open var title: String = ""
}

/// Apple: `@MainActor class NSScrollView : NSView`.
@MainActor
open class NSScrollView: NSView {}

/// Apple: `@MainActor class NSStackView : NSView` (no arranging here).
@MainActor
open class NSStackView: NSView {}

/// Apple: `@MainActor class NSViewController : NSResponder`.
@MainActor
open class NSViewController: NSObject {
    /// Apple: `var view: NSView`.
    open var view: NSView = NSView()

    /// Apple: `init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?)`.
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open func viewDidLoad() {}
}

/// Apple: `@MainActor class NSTextView : NSText` (a plain view here).
@MainActor
open class NSTextView: NSView {
    open var string: String = ""
}

/// Apple: `@MainActor class NSSwitch : NSControl`.
@available(macOS 10.15, *)
@MainActor
open class NSSwitch: NSControl {}

/// Apple: `@MainActor class NSSlider : NSControl`.
@MainActor
open class NSSlider: NSControl {
    open var doubleValue: Double = 0
}

/// Apple: `class NSNib : NSObject`; only its name type here.
open class NSNib: NSObject, @unchecked Sendable {
    /// Apple: `typealias NSNib.Name = String`.
    public typealias Name = String
}
