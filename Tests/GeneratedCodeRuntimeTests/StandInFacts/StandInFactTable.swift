/// What Apple's SDKs declare for every public member of the stand-in UIKit and AppKit
/// (Tests/StandIns), one line per declaration: `member | shape | availability`, in the form
/// ``StandInDeclarationReader`` reads the stand-ins' sources (see ``StandInDeclaration``).
/// Sections (`## MODULE :: SOURCE`) name the SDK header each fact was read from with the
/// search tools (facts recorded, no header text copied). Sections marked "not read from a
/// header" hold members the generated code never emits, recorded as the stand-in declares
/// them after review: the comparison still stops them from changing unnoticed.
///
/// Availability of the API generated code emits is also checked against VFLRendering's
/// SDKAvailabilityTable, the renderer's own facts (StandInRendererAvailabilityTests): one source
/// of truth for those, and the two tables cannot disagree.
///
/// StandInFidelityTests fails when a stand-in declares a member not listed here, or declares
/// one differently (a `var` where Apple has a `let`, a setter Apple lacks, a missing or
/// different `@available`): a stand-in cannot become looser than the SDK without a failure.
enum StandInFactTable {
    static let text = #"""
## UIKit :: controls, view controller, trait collection, edge insets, layout direction: the classes' availability (and UITraitCollection's size classes) as VFLRendering's SDKAvailabilityTable records it from their headers (StandInRendererAvailabilityTests checks they agree); the other members not read from a header in this audit (the generated code does not emit them), recorded as the stand-in declares them
UILabel | class | @available(iOS 2.0, *)
UILabel.text | var String? { get set }
UILabel.numberOfLines | var Int { get set }
UIImage | class
UIImage.name | let String?
UIImage.init(named:) | init?(String)
UIImageView | class | @available(iOS 2.0, *)
UIImageView.image | var UIImage? { get set }
UIImageView.init(image:) | init(UIImage?)
UIControl | class | @available(iOS 2.0, *)
UIControl.isEnabled | var Bool { get set }
UIButton | class | @available(iOS 2.0, *)
UIButton.setTitle(_:for:) | func (String?, UIControl.State) -> Void
UIButton.title(for:) | func (UIControl.State) -> String?
UIControl.State | struct
UIControl.State.rawValue | let UInt
UIControl.State.init(rawValue:) | init(UInt)
UIControl.State.normal | static let UIControl.State
UIControl.State.highlighted | static let UIControl.State
UIControl.State.disabled | static let UIControl.State
UIControl.State.selected | static let UIControl.State
UIPageControl | class | @available(iOS 2.0, *)
UIPageControl.numberOfPages | var Int { get set }
UIPageControl.currentPage | var Int { get set }
UITextField | class | @available(iOS 2.0, *)
UITextField.text | var String? { get set }
UITextField.placeholder | var String? { get set }
UISwitch | class | @available(iOS 2.0, *) @available(tvOS, unavailable)
UISwitch.isOn | var Bool { get set }
UIScrollView | class | @available(iOS 2.0, *)
UIViewController | class
UIViewController.view | var UIView! { get set }
UIViewController.init(nibName:bundle:) | init(String?, Bundle?)
UIViewController.init(coder:) | init?(NSCoder)
UIViewController.init() | init()
UIViewController.viewDidLoad() | func () -> Void
UIViewController.viewSafeAreaInsetsDidChange() | func () -> Void
UIStackView | class | @available(iOS 9.0, *)
UITextView | class | @available(iOS 2.0, *)
UITextView.text | var String! { get set }
UIUserInterfaceLayoutDirection | enum
UIEdgeInsets | struct
UIEdgeInsets.top | var CGFloat { get set }
UIEdgeInsets.left | var CGFloat { get set }
UIEdgeInsets.bottom | var CGFloat { get set }
UIEdgeInsets.right | var CGFloat { get set }
UIEdgeInsets.init() | init()
UIEdgeInsets.init(top:left:bottom:right:) | init(CGFloat, CGFloat, CGFloat, CGFloat)
UIEdgeInsets.zero | static let UIEdgeInsets
UIUserInterfaceSizeClass | enum
UITraitCollection | class | @available(iOS 8.0, *)
UITraitCollection.horizontalSizeClass | var UIUserInterfaceSizeClass { get } | @available(iOS 8.0, *)
UITraitCollection.verticalSizeClass | var UIUserInterfaceSizeClass { get } | @available(iOS 8.0, *)
UITraitCollection.init() | init()
UITraitCollection.init(horizontalSizeClass:) | init(UIUserInterfaceSizeClass)
UITraitCollection.init(verticalSizeClass:) | init(UIUserInterfaceSizeClass)
UITraitCollection.init(traitsFrom:) | init([UITraitCollection])
UIActivityIndicatorView | class | @available(iOS 2.0, *)
UISegmentedControl | class | @available(iOS 2.0, *)
UISegmentedControl.selectedSegmentIndex | var Int { get set }
UIProgressView | class | @available(iOS 2.0, *)
UIProgressView.progress | var Float { get set }
## UIKit :: UIKit UIStepper.h and UISlider.h (iOS SDK text as stored in the search index: UIStepper ios(5.0), UISlider ios(2.0), both API_UNAVAILABLE(tvos))
UIStepper | class | @available(iOS 5.0, *) @available(tvOS, unavailable)
UIStepper.value | var Double { get set }
UISlider | class | @available(iOS 2.0, *) @available(tvOS, unavailable)
UISlider.value | var Float { get set }
## UIKit :: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h
UISemanticContentAttribute | enum | @available(iOS 9.0, *)
UIView.readableContentGuide | var UILayoutGuide { get } | @available(iOS 9.0, *)
UIView.keyboardLayoutGuide | var UIKeyboardLayoutGuide { get } | @available(iOS 15.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
UIView | class | @available(iOS 2.0, *)
UIView.frame | var CGRect { get set }
UIView.bounds | var CGRect { get set }
UIView.center | var CGPoint { get set }
UIView.superview | var UIView? { get }
UIView.subviews | var [UIView] { get }
UIView.translatesAutoresizingMaskIntoConstraints | var Bool { get set } | @available(iOS 6.0, *)
UIView.isHidden | var Bool { get set }
UIView.layoutMargins | var UIEdgeInsets { get set } | @available(iOS 8.0, *)
UIView.insetsLayoutMarginsFromSafeArea | var Bool { get set } | @available(iOS 11.0, tvOS 11.0, *)
UIView.safeAreaInsets | var UIEdgeInsets { get } | @available(iOS 11.0, tvOS 11.0, *)
UIView.semanticContentAttribute | var UISemanticContentAttribute { get set } | @available(iOS 9.0, *)
UIView.effectiveUserInterfaceLayoutDirection | var UIUserInterfaceLayoutDirection { get } | @available(iOS 10.0, *)
UIView.noIntrinsicMetric | static let CGFloat | @available(iOS 6.0, *)
UIView.intrinsicContentSize | var CGSize { get } | @available(iOS 6.0, *)
UIView.invalidateIntrinsicContentSize() | func () -> Void | @available(iOS 6.0, *)
UIView.contentHuggingPriority(for:) | func (NSLayoutConstraint.Axis) -> UILayoutPriority | @available(iOS 6.0, *)
UIView.setContentHuggingPriority(_:for:) | func (UILayoutPriority, NSLayoutConstraint.Axis) -> Void | @available(iOS 6.0, *)
UIView.contentCompressionResistancePriority(for:) | func (NSLayoutConstraint.Axis) -> UILayoutPriority | @available(iOS 6.0, *)
UIView.setContentCompressionResistancePriority(_:for:) | func (UILayoutPriority, NSLayoutConstraint.Axis) -> Void | @available(iOS 6.0, *)
UIView.setNeedsLayout() | func () -> Void
UIView.layoutIfNeeded() | func () -> Void
UIView.layoutSubviews() | func () -> Void
UIView.init(frame:) | init(CGRect)
UIView.init(coder:) | init?(NSCoder)
UIView.init() | init()
UIView.addSubview(_:) | func (UIView) -> Void
UIView.removeFromSuperview() | func () -> Void
UIView.isDescendant(of:) | func (UIView) -> Bool
UIView.constraints | var [NSLayoutConstraint] { get } | @available(iOS 6.0, *)
UIView.addConstraint(_:) | func (NSLayoutConstraint) -> Void | @available(iOS 6.0, *)
UIView.addConstraints(_:) | func ([NSLayoutConstraint]) -> Void | @available(iOS 6.0, *)
UIView.removeConstraint(_:) | func (NSLayoutConstraint) -> Void | @available(iOS 6.0, *)
UIView.removeConstraints(_:) | func ([NSLayoutConstraint]) -> Void | @available(iOS 6.0, *)
UIView.layoutGuides | var [UILayoutGuide] { get } | @available(iOS 9.0, *)
UIView.addLayoutGuide(_:) | func (UILayoutGuide) -> Void | @available(iOS 9.0, *)
UIView.removeLayoutGuide(_:) | func (UILayoutGuide) -> Void | @available(iOS 9.0, *)
UIView.layoutMarginsGuide | var UILayoutGuide { get } | @available(iOS 9.0, *)
UIView.safeAreaLayoutGuide | var UILayoutGuide { get } | @available(iOS 11.0, tvOS 11.0, *)
UIView.leadingAnchor | var NSLayoutXAxisAnchor { get } | @available(iOS 9.0, *)
UIView.trailingAnchor | var NSLayoutXAxisAnchor { get } | @available(iOS 9.0, *)
UIView.leftAnchor | var NSLayoutXAxisAnchor { get } | @available(iOS 9.0, *)
UIView.rightAnchor | var NSLayoutXAxisAnchor { get } | @available(iOS 9.0, *)
UIView.topAnchor | var NSLayoutYAxisAnchor { get } | @available(iOS 9.0, *)
UIView.bottomAnchor | var NSLayoutYAxisAnchor { get } | @available(iOS 9.0, *)
UIView.widthAnchor | var NSLayoutDimension { get } | @available(iOS 9.0, *)
UIView.heightAnchor | var NSLayoutDimension { get } | @available(iOS 9.0, *)
UIView.centerXAnchor | var NSLayoutXAxisAnchor { get } | @available(iOS 9.0, *)
UIView.centerYAnchor | var NSLayoutYAxisAnchor { get } | @available(iOS 9.0, *)
UIView.firstBaselineAnchor | var NSLayoutYAxisAnchor { get } | @available(iOS 9.0, *)
UIView.lastBaselineAnchor | var NSLayoutYAxisAnchor { get } | @available(iOS 9.0, *)
UIView.animate(withDuration:animations:) | class func (TimeInterval, @escaping () -> Void) -> Void | @available(iOS 4.0, *)
## UIKit :: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutAnchor.h (its ios/tvos availability; UIKit's own NSLayoutAnchor.h is not in the index)
NSLayoutAnchor | class | @available(iOS 9.0, *)
NSLayoutAnchor.constraint(equalTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(greaterThanOrEqualTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(lessThanOrEqualTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(equalTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutXAxisAnchor | class | @available(iOS 9.0, *)
NSLayoutYAxisAnchor | class | @available(iOS 9.0, *)
NSLayoutDimension | class | @available(iOS 9.0, *)
NSLayoutDimension.constraint(equalToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(equalTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(equalTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutXAxisAnchor.anchorWithOffset(to:) | func (NSLayoutXAxisAnchor) -> NSLayoutDimension | @available(iOS 10.0, tvOS 10.0, *)
NSLayoutYAxisAnchor.anchorWithOffset(to:) | func (NSLayoutYAxisAnchor) -> NSLayoutDimension | @available(iOS 10.0, tvOS 10.0, *)
## UIKit :: xybp888/iOS-SDKs iPhoneOS16.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutConstraint.h
NSLayoutConstraint | class | @available(iOS 6.0, tvOS 9.0, *)
NSLayoutConstraint.Attribute | enum
NSLayoutConstraint.Attribute.baseline | static var NSLayoutConstraint.Attribute { get } | @available(*, unavailable, message: "Use 'lastBaseline' instead")
NSLayoutConstraint.Relation | enum
NSLayoutConstraint.Axis | enum
NSLayoutConstraint.firstItem | var AnyObject? { get }
NSLayoutConstraint.secondItem | var AnyObject? { get }
NSLayoutConstraint.firstAttribute | var NSLayoutConstraint.Attribute { get }
NSLayoutConstraint.secondAttribute | var NSLayoutConstraint.Attribute { get }
NSLayoutConstraint.relation | var NSLayoutConstraint.Relation { get }
NSLayoutConstraint.multiplier | var CGFloat { get }
NSLayoutConstraint.constant | var CGFloat { get set }
NSLayoutConstraint.priority | var UILayoutPriority { get set }
NSLayoutConstraint.identifier | var String? { get set } | @available(iOS 7.0, *)
NSLayoutConstraint.shouldBeArchived | var Bool { get set }
NSLayoutConstraint.isActive | var Bool { get set } | @available(iOS 8.0, *)
NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) | init(Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute, CGFloat, CGFloat) | @available(iOS 6.0, tvOS 9.0, *)
NSLayoutConstraint.activate(_:) | class func ([NSLayoutConstraint]) -> Void | @available(iOS 8.0, *)
NSLayoutConstraint.deactivate(_:) | class func ([NSLayoutConstraint]) -> Void | @available(iOS 8.0, *)
UILayoutPriority | struct
UILayoutPriority.rawValue | let Float
UILayoutPriority.init(rawValue:) | init(Float)
UILayoutPriority.init(_:) | init(Float)
UILayoutPriority.required | static let UILayoutPriority | @available(iOS 6.0, *)
UILayoutPriority.defaultHigh | static let UILayoutPriority | @available(iOS 6.0, *)
UILayoutPriority.dragThatCanResizeScene | static let UILayoutPriority | @available(macCatalyst 13.0, *)
UILayoutPriority.sceneSizeStayPut | static let UILayoutPriority | @available(macCatalyst 13.0, *)
UILayoutPriority.dragThatCannotResizeScene | static let UILayoutPriority | @available(macCatalyst 13.0, *)
UILayoutPriority.defaultLow | static let UILayoutPriority | @available(iOS 6.0, *)
UILayoutPriority.fittingSizeLevel | static let UILayoutPriority | @available(iOS 6.0, *)
## UIKit :: xybp888/iOS-SDKs iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h (UITraitEnvironment, which UIView and UIViewController adopt; UITraitChangeRegistration; UITraitChangeObservable, whose generic Swift registerForTraitChanges(_:handler:) is the SDK's Swift refinement of -registerForTraitChanges:withHandler:)
UITraitEnvironment | protocol
UIView.traitCollection | var UITraitCollection { get } | @available(iOS 8.0, *)
UIView.traitCollectionDidChange(_:) | func (UITraitCollection?) -> Void | @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol") @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
UIViewController.traitCollection | var UITraitCollection { get } | @available(iOS 8.0, *)
UIViewController.traitCollectionDidChange(_:) | func (UITraitCollection?) -> Void | @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol") @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
UITraitChangeRegistration | protocol | @available(iOS 17.0, tvOS 17.0, *)
UITraitChangeObservable | protocol | @available(iOS 17.0, tvOS 17.0, *)
UITraitChangeObservable.registerForTraitChanges(_:handler:) | func ([UITrait], @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration | @available(iOS 17.0, tvOS 17.0, *)
UITraitCollection.preferredContentSizeCategory | var UIContentSizeCategory { get } | @available(iOS 10.0, *)
UITraitCollection.init(preferredContentSizeCategory:) | init(UIContentSizeCategory) | @available(iOS 10.0, *)
## UIKit :: xybp888/iOS-SDKs iPhoneOS16.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h (issue 38: what an app sets to size a label by its text; `font` is null_resettable, so an implicitly unwrapped optional; UILabel adopts UIContentSizeCategoryAdjusting; intrinsicContentSize is UIView's, overridden)
UILabel.font | var UIFont! { get set }
UILabel.preferredMaxLayoutWidth | var CGFloat { get set } | @available(iOS 6.0, *)
UILabel.adjustsFontForContentSizeCategory | var Bool { get set } | @available(iOS 10.0, *)
UILabel.intrinsicContentSize | var CGSize { get }
## UIKit :: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h (API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos))
UIContentSizeCategoryAdjusting | protocol | @available(iOS 10.0, *) @available(watchOS, unavailable)
## UIKit :: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos); Unspecified ios(10.0), the twelve sizes ios(7.0); IsAccessibilityCategory and CompareToCategory ios(11.0), tvos(11.0), NS_REFINED_FOR_SWIFT: the overlay's isAccessibilityCategory and Comparable)
UIContentSizeCategory | struct | @available(iOS 7.0, *) @available(watchOS, unavailable)
UIContentSizeCategory.rawValue | let String
UIContentSizeCategory.init(rawValue:) | init(String)
UIContentSizeCategory.init(_:) | init(String)
UIContentSizeCategory.unspecified | static let UIContentSizeCategory | @available(iOS 10.0, *)
UIContentSizeCategory.extraSmall | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.small | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.medium | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.large | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.extraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.extraExtraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.extraExtraExtraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.accessibilityMedium | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.accessibilityLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.accessibilityExtraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.accessibilityExtraExtraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.accessibilityExtraExtraExtraLarge | static let UIContentSizeCategory | @available(iOS 7.0, *)
UIContentSizeCategory.isAccessibilityCategory | var Bool { get } | @available(iOS 11.0, tvOS 11.0, *)
## UIKit :: phracker/MacOSX-SDKs MacOSX11.0.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIFont.h (UIFont ios(2.0); preferredFontForTextStyle: ios(7.0); …compatibleWithTraitCollection: ios(10.0), API_UNAVAILABLE(watchos); systemFontOfSize:weight: ios(8.2); lineHeight ios(4.0); xybp888/iOS-SDKs' UIFont.h is not in the index)
UIFont | class | @available(iOS 2.0, *)
UIFont.preferredFont(forTextStyle:) | class func (UIFont.TextStyle) -> UIFont | @available(iOS 7.0, *)
UIFont.preferredFont(forTextStyle:compatibleWith:) | class func (UIFont.TextStyle, UITraitCollection?) -> UIFont | @available(iOS 10.0, *) @available(watchOS, unavailable)
UIFont.systemFont(ofSize:) | class func (CGFloat) -> UIFont
UIFont.systemFont(ofSize:weight:) | class func (CGFloat, UIFont.Weight) -> UIFont | @available(iOS 8.2, *)
UIFont.pointSize | var CGFloat { get }
UIFont.lineHeight | var CGFloat { get } | @available(iOS 4.0, *)
## UIKit :: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (UIFontTextStyle NS_TYPED_ENUM and UIFontWeight NS_TYPED_EXTENSIBLE_ENUM, imported as UIFont.TextStyle and UIFont.Weight; LargeTitle ios(11.0), watchos(5.0), API_UNAVAILABLE(tvos); Title1–3 and Callout ios(9.0), the others ios(7.0), each watchos(2.0); the weights ios(8.2), watchos(2.0))
UIFont.TextStyle | struct
UIFont.TextStyle.rawValue | let String
UIFont.TextStyle.init(rawValue:) | init(String)
UIFont.TextStyle.init(_:) | init(String)
UIFont.TextStyle.largeTitle | static let UIFont.TextStyle | @available(iOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
UIFont.TextStyle.title1 | static let UIFont.TextStyle | @available(iOS 9.0, watchOS 2.0, *)
UIFont.TextStyle.title2 | static let UIFont.TextStyle | @available(iOS 9.0, watchOS 2.0, *)
UIFont.TextStyle.title3 | static let UIFont.TextStyle | @available(iOS 9.0, watchOS 2.0, *)
UIFont.TextStyle.headline | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.TextStyle.subheadline | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.TextStyle.body | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.TextStyle.callout | static let UIFont.TextStyle | @available(iOS 9.0, watchOS 2.0, *)
UIFont.TextStyle.footnote | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.TextStyle.caption1 | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.TextStyle.caption2 | static let UIFont.TextStyle | @available(iOS 7.0, watchOS 2.0, *)
UIFont.Weight | struct
UIFont.Weight.rawValue | let CGFloat
UIFont.Weight.init(rawValue:) | init(CGFloat)
UIFont.Weight.init(_:) | init(CGFloat)
UIFont.Weight.ultraLight | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.thin | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.light | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.regular | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.medium | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.semibold | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.bold | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.heavy | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
UIFont.Weight.black | static let UIFont.Weight | @available(iOS 8.2, watchOS 2.0, *)
## UIKit :: xybp888/iOS-SDKs iPhoneOS17.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITrait.h
UITraitDefinition | protocol | @available(iOS 17.0, tvOS 17.0, *)
UITraitHorizontalSizeClass | class | @available(iOS 17.0, tvOS 17.0, *)
UITraitVerticalSizeClass | class | @available(iOS 17.0, tvOS 17.0, *)
## UIKit :: view controller transitions: not read from a header in this audit (the generated code does not emit them; docs/Language.md tells users to override viewWillTransition(to:with:)), recorded as the stand-in declares them
UIViewController.viewWillTransition(to:with:) | func (CGSize, any UIViewControllerTransitionCoordinator) -> Void | @available(iOS 8.0, *)
UIViewControllerTransitionCoordinator | protocol
## UIKit :: not Apple API: stand-in test hooks, named standInTesting…
UIView.standInTestingTraitCollection | var UITraitCollection? { get set }
UIView.standInTestingSafeAreaInsets | var UIEdgeInsets? { get set }
UIView.standInTestingBaselines | var (first: CGFloat, last: CGFloat)? { get set }
UIView.standInTestingKeyboardHeight | var CGFloat { get set }
## UIKit :: UIKit UIScrollView.h (xybp888/iOS-SDKs iPhoneOS18.1.sdk: `contentOffset`, `contentSize` plain properties; `contentLayoutGuide`, `frameLayoutGuide` readonly, `API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos)`)
UIScrollView.contentOffset | var CGPoint { get set }
UIScrollView.contentSize | var CGSize { get set }
UIScrollView.contentLayoutGuide | var UILayoutGuide { get } | @available(iOS 11.0, tvOS 11.0, *) @available(watchOS, unavailable)
UIScrollView.frameLayoutGuide | var UILayoutGuide { get } | @available(iOS 11.0, tvOS 11.0, *) @available(watchOS, unavailable)
## UIKit :: UIKit UIKeyboardLayoutGuide.h and UITrackingLayoutGuide.h (iOS 17 SDK text as stored in the search index)
UITrackingLayoutGuide | class | @available(iOS 15.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
UIKeyboardLayoutGuide | class | @available(iOS 15.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
UIKeyboardLayoutGuide.followsUndockedKeyboard | var Bool { get set }
UIKeyboardLayoutGuide.usesBottomSafeArea | var Bool { get set } | @available(iOS 17.0, *)
UIKeyboardLayoutGuide.keyboardDismissPadding | var CGFloat { get set } | @available(iOS 17.0, *)
## UIKit :: UIKit UILayoutGuide.h (iOS SDK text as stored in the search index; iPhoneOS17.0's copy is not indexed)
UILayoutGuide | class | @available(iOS 9.0, *)
UILayoutGuide.owningView | var UIView? { get set }
UILayoutGuide.identifier | var String { get set }
UILayoutGuide.layoutFrame | var CGRect { get }
UILayoutGuide.init() | init()
UILayoutGuide.leadingAnchor | var NSLayoutXAxisAnchor { get }
UILayoutGuide.trailingAnchor | var NSLayoutXAxisAnchor { get }
UILayoutGuide.leftAnchor | var NSLayoutXAxisAnchor { get }
UILayoutGuide.rightAnchor | var NSLayoutXAxisAnchor { get }
UILayoutGuide.topAnchor | var NSLayoutYAxisAnchor { get }
UILayoutGuide.bottomAnchor | var NSLayoutYAxisAnchor { get }
UILayoutGuide.widthAnchor | var NSLayoutDimension { get }
UILayoutGuide.heightAnchor | var NSLayoutDimension { get }
UILayoutGuide.centerXAnchor | var NSLayoutXAxisAnchor { get }
UILayoutGuide.centerYAnchor | var NSLayoutYAxisAnchor { get }
## AppKit :: controls, view controller, images, layout direction, orientation: NSStackView's and the controls' availability as VFLRendering's SDKAvailabilityTable records it from their headers (StandInRendererAvailabilityTests checks they agree); the other members not read from a header in this audit (the generated code does not emit them), recorded as the stand-in declares them
NSImage | class
NSImage.name | let String?
NSImage.init(named:) | init?(String)
NSControl | class
NSControl.isEnabled | var Bool { get set }
NSControl.stringValue | var String { get set }
NSTextField | class
NSTextField.init(labelWithString:) | init(String)
NSTextField.init(string:) | init(String)
NSImageView | class
NSImageView.image | var NSImage? { get set }
NSImageView.init(image:) | init(NSImage)
NSButton | class
NSButton.title | var String { get set }
NSScrollView | class
NSStackView | class | @available(macOS 10.9, *)
NSViewController | class
NSViewController.view | var NSView { get set }
NSViewController.init(nibName:bundle:) | init(NSNib.Name?, Bundle?)
NSViewController.init(coder:) | init?(NSCoder)
NSViewController.init() | init()
NSViewController.viewDidLoad() | func () -> Void
NSTextView | class
NSTextView.string | var String { get set }
NSSlider | class
NSSlider.doubleValue | var Double { get set }
NSNib | class
NSNib.Name | typealias = String
NSUserInterfaceLayoutDirection | enum
NSPopUpButton | class
NSSegmentedControl | class
NSStepper | class
NSProgressIndicator | class
## AppKit :: not Apple API: stand-in test hooks, named standInTesting…
NSView.standInTestingBaselines | var (first: CGFloat, last: CGFloat)? { get set }
## AppKit :: AppKit NSSwitch.h (macOS 10.15+ SDK text as stored in the search index)
NSSwitch | class | @available(macOS 10.15, *)
## AppKit :: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutAnchor.h
NSLayoutAnchor | class | @available(macOS 10.11, *)
NSLayoutAnchor.constraint(equalTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(greaterThanOrEqualTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(lessThanOrEqualTo:) | func (NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
NSLayoutAnchor.constraint(equalTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:) | func (NSLayoutAnchor<AnchorType>, CGFloat) -> NSLayoutConstraint
NSLayoutXAxisAnchor | class | @available(macOS 10.11, *)
NSLayoutYAxisAnchor | class | @available(macOS 10.11, *)
NSLayoutDimension | class | @available(macOS 10.11, *)
NSLayoutDimension.constraint(equalToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualToConstant:) | func (CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(equalTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:) | func (NSLayoutDimension, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(equalTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:) | func (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint
NSLayoutXAxisAnchor.anchorWithOffset(to:) | func (NSLayoutXAxisAnchor) -> NSLayoutDimension | @available(macOS 10.12, *)
NSLayoutYAxisAnchor.anchorWithOffset(to:) | func (NSLayoutYAxisAnchor) -> NSLayoutDimension | @available(macOS 10.12, *)
## AppKit :: phracker/MacOSX-SDKs MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h
NSLayoutConstraint | class | @available(macOS 10.7, *)
NSLayoutConstraint.Attribute | enum
NSLayoutConstraint.Attribute.baseline | static var NSLayoutConstraint.Attribute { get }
NSLayoutConstraint.Relation | enum
NSLayoutConstraint.Axis | enum
NSLayoutConstraint.firstItem | var AnyObject? { get }
NSLayoutConstraint.secondItem | var AnyObject? { get }
NSLayoutConstraint.firstAttribute | var NSLayoutConstraint.Attribute { get }
NSLayoutConstraint.secondAttribute | var NSLayoutConstraint.Attribute { get }
NSLayoutConstraint.relation | var NSLayoutConstraint.Relation { get }
NSLayoutConstraint.multiplier | var CGFloat { get }
NSLayoutConstraint.constant | var CGFloat { get set }
NSLayoutConstraint.priority | var NSLayoutConstraint.Priority { get set }
NSLayoutConstraint.identifier | var String? { get set } | @available(macOS 10.7, *)
NSLayoutConstraint.shouldBeArchived | var Bool { get set }
NSLayoutConstraint.isActive | var Bool { get set } | @available(macOS 10.10, *)
NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) | init(Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute, CGFloat, CGFloat) | @available(macOS 10.7, *)
NSLayoutConstraint.activate(_:) | class func ([NSLayoutConstraint]) -> Void | @available(macOS 10.10, *)
NSLayoutConstraint.deactivate(_:) | class func ([NSLayoutConstraint]) -> Void | @available(macOS 10.10, *)
NSView.translatesAutoresizingMaskIntoConstraints | var Bool { get set } | @available(macOS 10.7, *)
NSView.noIntrinsicMetric | static let CGFloat | @available(macOS 10.11, *)
NSView.intrinsicContentSize | var NSSize { get } | @available(macOS 10.7, *)
NSView.invalidateIntrinsicContentSize() | func () -> Void | @available(macOS 10.7, *)
NSView.contentHuggingPriority(for:) | func (NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSView.setContentHuggingPriority(_:for:) | func (NSLayoutConstraint.Priority, NSLayoutConstraint.Orientation) -> Void | @available(macOS 10.7, *)
NSView.contentCompressionResistancePriority(for:) | func (NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSView.setContentCompressionResistancePriority(_:for:) | func (NSLayoutConstraint.Priority, NSLayoutConstraint.Orientation) -> Void | @available(macOS 10.7, *)
NSView.constraints | var [NSLayoutConstraint] { get } | @available(macOS 10.7, *)
NSView.addConstraint(_:) | func (NSLayoutConstraint) -> Void | @available(macOS 10.7, *)
NSView.addConstraints(_:) | func ([NSLayoutConstraint]) -> Void | @available(macOS 10.7, *)
NSView.removeConstraint(_:) | func (NSLayoutConstraint) -> Void | @available(macOS 10.7, *)
NSView.removeConstraints(_:) | func ([NSLayoutConstraint]) -> Void | @available(macOS 10.7, *)
NSView.leadingAnchor | var NSLayoutXAxisAnchor { get } | @available(macOS 10.11, *)
NSView.trailingAnchor | var NSLayoutXAxisAnchor { get } | @available(macOS 10.11, *)
NSView.leftAnchor | var NSLayoutXAxisAnchor { get } | @available(macOS 10.11, *)
NSView.rightAnchor | var NSLayoutXAxisAnchor { get } | @available(macOS 10.11, *)
NSView.topAnchor | var NSLayoutYAxisAnchor { get } | @available(macOS 10.11, *)
NSView.bottomAnchor | var NSLayoutYAxisAnchor { get } | @available(macOS 10.11, *)
NSView.widthAnchor | var NSLayoutDimension { get } | @available(macOS 10.11, *)
NSView.heightAnchor | var NSLayoutDimension { get } | @available(macOS 10.11, *)
NSView.centerXAnchor | var NSLayoutXAxisAnchor { get } | @available(macOS 10.11, *)
NSView.centerYAnchor | var NSLayoutYAxisAnchor { get } | @available(macOS 10.11, *)
NSView.firstBaselineAnchor | var NSLayoutYAxisAnchor { get } | @available(macOS 10.11, *)
NSView.lastBaselineAnchor | var NSLayoutYAxisAnchor { get } | @available(macOS 10.11, *)
NSLayoutConstraint.Priority | struct | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.rawValue | let Float
NSLayoutConstraint.Priority.init(rawValue:) | init(Float)
NSLayoutConstraint.Priority.init(_:) | init(Float)
NSLayoutConstraint.Priority.required | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.defaultHigh | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.dragThatCanResizeWindow | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.windowSizeStayPut | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.dragThatCannotResizeWindow | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.defaultLow | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Priority.fittingSizeCompression | static let NSLayoutConstraint.Priority | @available(macOS 10.7, *)
NSLayoutConstraint.Orientation | enum
## AppKit :: phracker/MacOSX-SDKs MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutGuide.h
NSLayoutGuide | class | @available(macOS 10.11, *)
NSLayoutGuide.frame | var NSRect { get }
NSLayoutGuide.owningView | var NSView? { get set }
NSLayoutGuide.identifier | var NSUserInterfaceItemIdentifier { get set }
NSLayoutGuide.init() | init()
NSLayoutGuide.leadingAnchor | var NSLayoutXAxisAnchor { get }
NSLayoutGuide.trailingAnchor | var NSLayoutXAxisAnchor { get }
NSLayoutGuide.leftAnchor | var NSLayoutXAxisAnchor { get }
NSLayoutGuide.rightAnchor | var NSLayoutXAxisAnchor { get }
NSLayoutGuide.topAnchor | var NSLayoutYAxisAnchor { get }
NSLayoutGuide.bottomAnchor | var NSLayoutYAxisAnchor { get }
NSLayoutGuide.widthAnchor | var NSLayoutDimension { get }
NSLayoutGuide.heightAnchor | var NSLayoutDimension { get }
NSLayoutGuide.centerXAnchor | var NSLayoutXAxisAnchor { get }
NSLayoutGuide.centerYAnchor | var NSLayoutYAxisAnchor { get }
NSView.layoutGuides | var [NSLayoutGuide] { get } | @available(macOS 10.11, *)
NSView.addLayoutGuide(_:) | func (NSLayoutGuide) -> Void | @available(macOS 10.11, *)
NSView.removeLayoutGuide(_:) | func (NSLayoutGuide) -> Void | @available(macOS 10.11, *)
## AppKit :: AppKit NSUserInterfaceItemIdentification.h via NSLayoutGuide.h (MacOSX10.15), which types NSLayoutGuide.identifier with it: the Swift import of a typed NSString
NSUserInterfaceItemIdentifier | struct
NSUserInterfaceItemIdentifier.rawValue | let String
NSUserInterfaceItemIdentifier.init(rawValue:) | init(String)
NSUserInterfaceItemIdentifier.init(_:) | init(String)
## AppKit :: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h
NSView | class
NSView.frame | var NSRect { get set }
NSView.bounds | var NSRect { get set }
NSView.superview | var NSView? { get }
NSView.subviews | var [NSView] { get }
NSView.isHidden | var Bool { get set }
NSView.isFlipped | var Bool { get }
NSView.userInterfaceLayoutDirection | var NSUserInterfaceLayoutDirection { get set } | @available(macOS 10.8, *)
NSView.additionalSafeAreaInsets | var NSEdgeInsets { get set } | @available(macOS 11.0, *)
NSView.safeAreaInsets | var NSEdgeInsets { get } | @available(macOS 11.0, *)
NSView.needsLayout | var Bool { get set } | @available(macOS 10.7, *)
NSView.layoutSubtreeIfNeeded() | func () -> Void | @available(macOS 10.7, *)
NSView.layout() | func () -> Void | @available(macOS 10.7, *)
NSView.init(frame:) | init(NSRect)
NSView.init(coder:) | init?(NSCoder)
NSView.init() | init()
NSView.addSubview(_:) | func (NSView) -> Void
NSView.removeFromSuperview() | func () -> Void
NSView.isDescendant(of:) | func (NSView) -> Bool
NSView.layoutMarginsGuide | var NSLayoutGuide { get } | @available(macOS 11.0, *)
NSView.safeAreaLayoutGuide | var NSLayoutGuide { get } | @available(macOS 11.0, *)
"""#
}
