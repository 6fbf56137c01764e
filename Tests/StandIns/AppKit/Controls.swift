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
/// Bezeled and editable, the 13 pt system font: 21 tall; its width comes from its text, which
/// the stand-in does not measure (``ContentSizeTable``).
@MainActor
open class NSTextField: NSControl {
    override class var contentSizeClass: String { "NSTextField" }

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
/// Its image's size, which the stand-in does not model (none).
@MainActor
open class NSImageView: NSControl {
    open var image: NSImage?

    override class var contentSizeClass: String { "NSImageView" }

    /// Apple: `convenience init(image: NSImage)`.
    public convenience init(image: NSImage) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// Apple: `@MainActor class NSButton : NSControl`.
/// A push button, regular size: 21 tall (alignment rectangle); its width comes from its title.
@MainActor
open class NSButton: NSControl {
    open var title: String = ""

    override class var contentSizeClass: String { "NSButton" }
}

/// Apple: `@MainActor class NSPopUpButton : NSButton`. 21 tall; its width comes from its items.
@MainActor
open class NSPopUpButton: NSButton {
    override class var contentSizeClass: String { "NSPopUpButton" }
}

/// Apple: `@MainActor class NSSegmentedControl : NSControl`. 21 tall; its width comes from
/// the segments' titles.
@MainActor
open class NSSegmentedControl: NSControl {
    override class var contentSizeClass: String { "NSSegmentedControl" }
}

/// Apple: `@MainActor class NSStepper : NSControl`. A fixed 15 × 22 (alignment rectangle).
@MainActor
open class NSStepper: NSControl {
    override class var contentSizeClass: String { "NSStepper" }
}

/// Apple: `@MainActor class NSProgressIndicator : NSView`. Bar style: 20 tall, no
/// intrinsic width.
@MainActor
open class NSProgressIndicator: NSView {
    override class var contentSizeClass: String { "NSProgressIndicator" }
}

/// Apple: `@MainActor class NSScrollView : NSView`.
@MainActor
open class NSScrollView: NSView {}

/// Apple: `@MainActor class NSStackView : NSView` (no arranging here).
@available(macOS 10.9, *)
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
/// A fixed 38 × 22, regular size, hugged at 750 (``ContentSizeTable``).
@available(macOS 10.15, *)
@MainActor
open class NSSwitch: NSControl {
    override class var contentSizeClass: String { "NSSwitch" }
}

/// Apple: `@MainActor class NSSlider : NSControl`.
/// Horizontal, regular size: 21 tall, no intrinsic width.
@MainActor
open class NSSlider: NSControl {
    override class var contentSizeClass: String { "NSSlider" }

    open var doubleValue: Double = 0
}

/// Apple: `class NSNib : NSObject`; only its name type here.
open class NSNib: NSObject, @unchecked Sendable {
    /// Apple: `typealias NSNib.Name = String`.
    public typealias Name = String
}
