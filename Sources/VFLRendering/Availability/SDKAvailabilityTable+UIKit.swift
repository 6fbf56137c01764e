import LayoutModel

extension SDKAvailabilityTable {
    /// UIKit, read from the iPhoneOS SDK headers in `xybp888/iOS-SDKs` (the versions the index
    /// holds each header for). watchOS: the watchOS SDK's UIKit has no `UIView.h` (nor the
    /// view classes); `NSLayoutConstraint`, `UILayoutGuide` and the priority type say
    /// `API_UNAVAILABLE(watchos)`, and the anchors only make such constraints.
    static let uikit: [SDKAPI] = {
        let view = SDKHeader.uikit("17.0", "UIView.h")
        let guide = SDKHeader.uikit("18.0", "UILayoutGuide.h")
        let anchor = SDKHeader.uikit("16.2", "NSLayoutAnchor.h")
        let constraint = SDKHeader.uikit("18.1", "NSLayoutConstraint.h")
        let traits = SDKHeader.uikit("17.5", "UITraitCollection.h")
        let interface = SDKHeader.uikit("18.0", "UIInterface.h")
        let anchors = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY"]
        var entries: [SDKAPI] = [
            ui("UIView", ios: 2, view),
            ui("UIView", "translatesAutoresizingMaskIntoConstraints", ios: 6, view),
            ui("UIView", "isDescendant", ios: 2, view),
            ui("UIView", "addSubview", ios: 2, view),
            ui("UIView", "addLayoutGuide", ios: 9, view),
            ui("UIView", "layoutMarginsGuide", ios: 9, view),
            ui("UIView", "readableContentGuide", ios: 9, view),
            ui("UIView", "safeAreaLayoutGuide", ios: 11, tvos: 11, view),
            ui("UIView", "keyboardLayoutGuide", ios: 15, unavailable: [.watchOS, .tvOS], view),
            ui("UIView", "setContentHuggingPriority", ios: 6, view),
            ui("UIView", "setContentCompressionResistancePriority", ios: 6, view),
            // UILayoutConstraintAxis: no annotation.
            ui("NSLayoutConstraint.Axis", "horizontal", view),
            ui("NSLayoutConstraint.Axis", "vertical", view),
            ui("UILayoutGuide", ios: 9, guide),
            ui("NSLayoutAnchor", "constraint", ios: 9, anchor),
            ui("NSLayoutDimension", "constraint", ios: 9, anchor),
            ui("NSLayoutXAxisAnchor", "anchorWithOffset", ios: 10, tvos: 10, anchor),
            ui("NSLayoutYAxisAnchor", "anchorWithOffset", ios: 10, tvos: 10, anchor),
            ui("NSLayoutConstraint", ios: 6, tvos: 9, constraint),
            ui("NSLayoutConstraint", "priority", ios: 6, tvos: 9, constraint),
            ui("NSLayoutConstraint", "constant", ios: 6, tvos: 9, constraint),
            ui("NSLayoutConstraint", "isActive", ios: 8, constraint),
            ui("NSLayoutConstraint", "activate", ios: 8, constraint),
            ui("NSLayoutConstraint", "deactivate", ios: 8, constraint),
            ui("NSLayoutConstraint", "identifier", ios: 7, constraint),
            // `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM API_UNAVAILABLE(watchos)`;
            // Swift gives it `init(rawValue:)` and `rawValue`.
            ui("UILayoutPriority", constraint),
            ui("UILayoutPriority", "rawValue", constraint),
            ui("UILayoutPriority", "required", ios: 6, constraint),
            ui("UITraitCollection", ios: 8, unavailable: [], traits),
            ui("UITraitCollection", "horizontalSizeClass", ios: 8, unavailable: [], traits),
            ui("UITraitCollection", "verticalSizeClass", ios: 8, unavailable: [], traits),
            ui("UIUserInterfaceSizeClass", "compact", ios: 8, interface),
            ui("UIUserInterfaceSizeClass", "regular", ios: 8, interface),
        ]
        for name in anchors + ["firstBaseline", "lastBaseline"] {
            entries.append(ui("UIView", name + "Anchor", ios: 9, view))
        }
        for name in anchors {
            entries.append(ui("UILayoutGuide", name + "Anchor", ios: 9, guide))
        }
        // The view classes `ViewTypeTranslation` can emit.
        entries += [
            ui("UILabel", ios: 2, .uikit("16.4", "UILabel.h")),
            ui("UITextField", ios: 2, .uikit("16.1", "UITextField.h")),
            ui("UITextView", ios: 2, .uikit("18.0", "UITextView.h")),
            ui("UIImageView", ios: 2, .uikit("17.5", "UIImageView.h")),
            ui("UIButton", ios: 2, .uikit("16.1", "UIButton.h")),
            ui("UIScrollView", ios: 2, .uikit("18.1", "UIScrollView.h")),
            ui("UIStackView", ios: 9, .uikit("17.4", "UIStackView.h")),
            ui("UISwitch", ios: 2, unavailable: [.watchOS, .tvOS], .uikit("16.2", "UISwitch.h")),
            ui("UISlider", ios: 2, unavailable: [.watchOS, .tvOS], .uikit("18.1", "UISlider.h")),
            ui("UIProgressView", ios: 2, .uikit("16.1", "UIProgressView.h")),
            ui("UIActivityIndicatorView", ios: 2, .uikit("17.0", "UIActivityIndicatorView.h")),
            ui("UIStepper", ios: 5, unavailable: [.watchOS, .tvOS], .uikit("17.4", "UIStepper.h")),
            ui("UITableView", ios: 2, .uikit("17.5", "UITableView.h")),
            ui("UICollectionView", ios: 6, .uikit("17.4", "UICollectionView.h")),
            ui("UIVisualEffectView", ios: 8, .uikit("18.0", "UIVisualEffectView.h")),
            ui("UIDatePicker", ios: 2, unavailable: [.watchOS, .tvOS], .uikit("18.0", "UIDatePicker.h")),
            ui("UISegmentedControl", ios: 2, .uikit("18.0", "UISegmentedControl.h")),
        ]
        // Every other view class vflgen knows by name (`KnownViewClasses`), as its header
        // declares the class; a layout's generated class carries what its views' classes need.
        entries += [
            ui("UIControl", ios: 2, .uikit("17.4", "UIControl.h")),
            ui("UIPageControl", ios: 2, .uikit("17.5", "UIPageControl.h")),
            ui("UIPickerView", ios: 2, unavailable: [.watchOS, .tvOS], .uikit("16.4", "UIPickerView.h")),
            ui("UIWindow", ios: 2, .uikit("17.5", "UIWindow.h")),
            ui("UITableViewCell", ios: 2, .uikit("16.1", "UITableViewCell.h")),
            ui("UITableViewHeaderFooterView", ios: 6, .uikit("16.1", "UITableViewHeaderFooterView.h")),
            // UICollectionViewCell.h declares both.
            ui("UICollectionReusableView", ios: 6, .uikit("18.1", "UICollectionViewCell.h")),
            ui("UICollectionViewCell", ios: 6, .uikit("18.1", "UICollectionViewCell.h")),
            ui("UINavigationBar", ios: 2, .uikit("16.4", "UINavigationBar.h")),
            ui("UITabBar", ios: 2, .uikit("17.0", "UITabBar.h")),
            ui("UISearchBar", ios: 2, .uikit("18.0", "UISearchBar.h")),
            // `API_AVAILABLE(ios(17.0), tvos(17.0), watchos(10.0))`; the table's UIKit entries
            // leave watchOS out, as its UIKit has no UIView.
            ui("UIContentUnavailableView", ios: 17, tvos: 17, .uikit("17.0", "UIContentUnavailableView.h")),
            ui("UIInputView", ios: 7, .uikit("18.1", "UIInputView.h")),
            // `UIKIT_CLASS_AVAILABLE_IOS_ONLY(13.0)` inside `#if TARGET_OS_IOS`: the tvOS and
            // visionOS SDKs (where TARGET_OS_IOS is 0) do not declare the type at all.
            ui("UISearchTextField", ios: 13, absent: [.tvOS, .visionOS], .uikit("18.1", "UISearchTextField.h")),
            // Headers the search index holds by their text only (no SDK path to cite).
            ui("UIToolbar", ios: 2, unavailable: [.watchOS, .tvOS], .uikitByContent("UIToolbar.h")),
            ui("UIColorWell", ios: 14, unavailable: [.watchOS, .tvOS], .uikitByContent("UIColorWell.h")),
            ui("UIRefreshControl", ios: 6, unavailable: [.watchOS, .tvOS], .uikitByContent("UIRefreshControl.h")),
            ui("UIPopoverBackgroundView", ios: 5, .uikitByContent("UIPopoverBackgroundView.h")),
        ]
        return entries
    }()

    /// A UIKit type with no annotation of its own.
    private static func ui(_ owner: String, _ header: SDKHeader) -> SDKAPI { ui(owner, nil, header) }

    /// A UIKit entry: `ios` and `tvos` as the header gives them (`nil`: not annotated);
    /// unavailable on macOS and on `unavailable` (watchOS unless said otherwise).
    private static func ui(
        _ owner: String, _ member: String? = nil, ios: Int? = nil, tvos: Int? = nil,
        unavailable: Set<SDKOperatingSystem> = [.watchOS], absent: Set<SDKOperatingSystem> = [], _ header: SDKHeader
    ) -> SDKAPI {
        var introduced: [SDKOperatingSystem: SDKVersion] = [:]
        if let ios { introduced[.iOS] = SDKVersion(ios) }
        if let tvos { introduced[.tvOS] = SDKVersion(tvos) }
        return SDKAPI(.uikit, owner, member, introduced: introduced, unavailable: unavailable.union([.macOS]), absent: absent, header: header)
    }
}
