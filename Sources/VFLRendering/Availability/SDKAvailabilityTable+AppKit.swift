import LayoutModel

extension SDKAvailabilityTable {
    /// AppKit, read from the MacOSX SDK headers in `phracker/MacOSX-SDKs`. Every header here
    /// sits inside `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`.
    static let appkit: [SDKAPI] = {
        let view = SDKHeader.appkit("11.3", "NSView.h")
        let constraint = SDKHeader.appkit("11.0", "NSLayoutConstraint.h")
        let guide = SDKHeader.appkit("11.0", "NSLayoutGuide.h")
        let anchor = SDKHeader.appkit("11.3", "NSLayoutAnchor.h")
        let anchors = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY"]
        var entries: [SDKAPI] = [
            ns("NSView", view),
            ns("NSView", "isDescendant", view),
            ns("NSView", "addSubview", view),
            ns("NSView", "safeAreaLayoutGuide", macos: (11, 0), view),
            ns("NSView", "layoutMarginsGuide", macos: (11, 0), view),
            // NSLayoutConstraint.h also declares NSView's anchors and its Auto Layout members.
            ns("NSView", "translatesAutoresizingMaskIntoConstraints", macos: (10, 7), constraint),
            ns("NSView", "setContentHuggingPriority", macos: (10, 7), constraint),
            ns("NSView", "setContentCompressionResistancePriority", macos: (10, 7), constraint),
            ns("NSLayoutConstraint", macos: (10, 7), constraint),
            ns("NSLayoutConstraint", "priority", macos: (10, 7), constraint),
            ns("NSLayoutConstraint", "constant", macos: (10, 7), constraint),
            ns("NSLayoutConstraint", "isActive", macos: (10, 10), constraint),
            ns("NSLayoutConstraint", "activate", macos: (10, 10), constraint),
            ns("NSLayoutConstraint", "deactivate", macos: (10, 10), constraint),
            ns("NSLayoutConstraint", "identifier", macos: (10, 7), constraint),
            // `typedef float NSLayoutPriority NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(macos(10.7))`.
            ns("NSLayoutConstraint.Priority", macos: (10, 7), constraint),
            ns("NSLayoutConstraint.Priority", "rawValue", macos: (10, 7), constraint),
            ns("NSLayoutConstraint.Priority", "required", macos: (10, 7), constraint),
            // NSLayoutConstraintOrientation: no annotation.
            ns("NSLayoutConstraint.Orientation", "horizontal", constraint),
            ns("NSLayoutConstraint.Orientation", "vertical", constraint),
            ns("NSLayoutGuide", macos: (10, 11), guide),
            ns("NSView", "addLayoutGuide", macos: (10, 11), guide),
            ns("NSLayoutAnchor", "constraint", macos: (10, 11), anchor),
            ns("NSLayoutDimension", "constraint", macos: (10, 11), anchor),
            ns("NSLayoutXAxisAnchor", "anchorWithOffset", macos: (10, 12), anchor),
            ns("NSLayoutYAxisAnchor", "anchorWithOffset", macos: (10, 12), anchor),
        ]
        for name in anchors + ["firstBaseline", "lastBaseline"] {
            entries.append(ns("NSView", name + "Anchor", macos: (10, 11), constraint))
        }
        for name in anchors {
            entries.append(ns("NSLayoutGuide", name + "Anchor", macos: (10, 11), guide))
        }
        // The view classes `ViewTypeTranslation` can emit; most carry no annotation.
        entries += [
            ns("NSTextField", .appkit("11.3", "NSTextField.h")),
            ns("NSTextView", .appkit("11.1", "NSTextView.h")),
            ns("NSImageView", .appkit("11.1", "NSImageView.h")),
            ns("NSButton", .appkit("11.3", "NSButton.h")),
            ns("NSScrollView", .appkit("11.0", "NSScrollView.h")),
            ns("NSStackView", macos: (10, 9), .appkit("11.1", "NSStackView.h")),
            ns("NSSwitch", macos: (10, 15), .appkit("11.1", "NSSwitch.h")),
            ns("NSSlider", .appkit("11.3", "NSSlider.h")),
            ns("NSProgressIndicator", .appkit("11.0", "NSProgressIndicator.h")),
            ns("NSStepper", .appkit("11.3", "NSStepper.h")),
            ns("NSTableView", .appkit("11.3", "NSTableView.h")),
            ns("NSCollectionView", macos: (10, 5), .appkit("11.0", "NSCollectionView.h")),
            ns("NSVisualEffectView", macos: (10, 10), .appkit("11.3", "NSVisualEffectView.h")),
            ns("NSDatePicker", .appkit("11.3", "NSDatePicker.h")),
            ns("NSSegmentedControl", .appkit("11.0", "NSSegmentedControl.h")),
        ]
        // Every other view class vflgen knows by name (`KnownViewClasses`), as its header
        // declares the class (most of them older than any annotation).
        entries += [
            ns("NSControl", .appkit("11.1", "NSControl.h")),
            ns("NSPopUpButton", .appkit("11.3", "NSPopUpButton.h")),
            ns("NSComboBox", .appkit("11.0", "NSComboBox.h")),
            ns("NSSearchField", .appkit("11.3", "NSSearchField.h")),
            ns("NSSecureTextField", .appkit("11.0", "NSSecureTextField.h")),
            ns("NSTokenField", .appkit("11.1", "NSTokenField.h")),
            ns("NSOutlineView", .appkit("11.3", "NSOutlineView.h")),
            ns("NSBox", .appkit("11.0", "NSBox.h")),
            ns("NSSplitView", .appkit("11.1", "NSSplitView.h")),
            ns("NSTabView", .appkit("11.3", "NSTabView.h")),
            ns("NSLevelIndicator", .appkit("11.0", "NSLevelIndicator.h")),
            ns("NSPathControl", macos: (10, 5), .appkit("11.3", "NSPathControl.h")),
            ns("NSColorWell", .appkit("11.3", "NSColorWell.h")),
            ns("NSClipView", .appkit("11.0", "NSClipView.h")),
            ns("NSTableCellView", macos: (10, 7), .appkit("11.1", "NSTableCellView.h")),
            ns("NSGridView", macos: (10, 12), .appkit("11.1", "NSGridView.h")),
            ns("NSBrowser", .appkit("11.0", "NSBrowser.h")),
            ns("NSMatrix", .appkit("11.0", "NSMatrix.h")),
            ns("NSRuleEditor", .appkit("11.1", "NSRuleEditor.h")),
            ns("NSPredicateEditor", macos: (10, 5), .appkit("11.1", "NSPredicateEditor.h")),
            // `NS_OPENGL_CLASS_DEPRECATED("Please use MTKView instead.", 10.0, 10.14)`: available
            // everywhere macOS is; the table records availability, not deprecation, so a layout
            // naming it builds with a deprecation warning in a macOS 10.14+ target.
            ns("NSOpenGLView", .appkit("11.3", "NSOpenGLView.h")),
        ]
        return entries
    }()

    /// An AppKit type with no annotation.
    private static func ns(_ owner: String, _ header: SDKHeader) -> SDKAPI { ns(owner, nil, header) }

    /// An AppKit entry: macOS only, from `macos` (`nil`: not annotated).
    private static func ns(_ owner: String, _ member: String? = nil, macos: (Int, Int)? = nil, _ header: SDKHeader) -> SDKAPI {
        var introduced: [SDKOperatingSystem: SDKVersion] = [:]
        if let macos { introduced[.macOS] = SDKVersion(macos.0, macos.1) }
        let elsewhere = Set(SDKOperatingSystem.allCases).subtracting([.macOS])
        return SDKAPI(.appkit, owner, member, introduced: introduced, unavailable: elsewhere, header: header)
    }
}
