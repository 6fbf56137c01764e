/// Apple: `@MainActor protocol UITraitEnvironment : NSObjectProtocol` (iOS 8): what has a
/// trait collection. `UIView` and `UIViewController` conform.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Apple: `protocol UITraitDefinition` (iOS 17): a trait, named by its type in
/// `registerForTraitChanges(_:handler:)`. Only what naming a trait needs.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

/// Apple: `typealias UITrait = any UITraitDefinition.Type` (iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// Apple: `class UITraitHorizontalSizeClass : NSObject, UINSIntegerTraitDefinition` (iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
public final class UITraitHorizontalSizeClass: UITraitDefinition {}

/// Apple: `class UITraitVerticalSizeClass : NSObject, UINSIntegerTraitDefinition` (iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
public final class UITraitVerticalSizeClass: UITraitDefinition {}

/// Apple: `protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol` (iOS 17): the
/// token `registerForTraitChanges` returns.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration: AnyObject {}

/// Apple: `@MainActor protocol UITraitChangeObservable` (iOS 17). `UIView` and
/// `UIViewController` conform.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitChangeObservable {
    /// Apple: `@discardableResult func registerForTraitChanges<Self>(_ traits: [UITrait],
    /// handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration
    /// where Self : UITraitEnvironment`. The stand-in keeps the handler with the token and
    /// never calls it: traits do not change on their own on Linux (a test that sets
    /// `standInTestingTraitCollection` gets `traitCollectionDidChange(_:)` instead).
    @available(iOS 17.0, tvOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        StandInTraitChangeRegistration(traits: traits.count, handler: handler)
    }
}

/// The stand-in's registration token.
@available(iOS 17.0, tvOS 17.0, *)
final class StandInTraitChangeRegistration<Environment>: UITraitChangeRegistration {
    let traits: Int
    let handler: (Environment, UITraitCollection) -> Void

    init(traits: Int, handler: @escaping (Environment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// Apple: `@MainActor protocol UIViewControllerTransitionCoordinator :
/// UIViewControllerTransitionCoordinatorContext` (iOS 8): what `viewWillTransition(to:with:)`
/// receives. No members: the stand-in never animates a transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}
