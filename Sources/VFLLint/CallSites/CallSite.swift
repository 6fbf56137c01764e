import LayoutModel
import VFLLanguage

/// One VFL call found in a source file, with its arguments read as far as they are literal.
public struct CallSite: Sendable {
    /// Which API the call uses.
    public enum API: String, Sendable {
        /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
        case swift
        /// Swift 2's `constraintsWithVisualFormat(_:options:metrics:views:)`.
        case swift2
        /// The tutorial helper `addConstraintsWithFormat(_:views:)`: views `v0`, `v1`, … in order.
        case helper
        /// A pass-through wrapper (``ViewHelper/Forwarding``): the call's arguments are the VFL call's.
        case wrapper
        /// `[NSLayoutConstraint constraintsWithVisualFormat:… options:… metrics:… views:…]`.
        case objectiveC
    }

    public var api: API
    /// The method name's token (where "not checked" notes point).
    public var nameRange: SourceRange
    /// The whole call, from the receiver (or the method name) to the closing bracket.
    public var range: SourceRange
    /// The enclosing function, if any.
    public var function: FunctionContext?
    public var format: Argument<StringLiteral>
    public var options: Argument<[OptionEntry]>
    /// `nil` value: the call passes no metrics (`nil`, or no argument).
    public var metrics: Argument<[DictionaryEntry]?>
    public var views: Argument<[DictionaryEntry]>
    /// The view the constraints are added to, when the call is wrapped in
    /// `x.addConstraints(…)` / `[x addConstraints:…]` (`x`; `self` for a bare `addConstraints`).
    public var containerHint: String? = nil
    /// Inside an `#if` block: other branches may hold alternatives of the same call.
    public var isConditional = false
}

/// The type and function a call is in (`ViewController.viewDidLoad`).
public struct FunctionContext: Hashable, Sendable {
    public var typeName: String?
    public var name: String
    /// The function's first token (`func`, or `-`/`+` of an Objective-C method).
    public var range: SourceRange

    /// `Type.function`, or the function alone.
    public var qualifiedName: String { typeName.map { "\($0).\(name)" } ?? name }
}

/// An argument read from source: its value when it is written literally (or bound to a
/// literal in the same function), or why it is not.
public enum Argument<Value: Sendable>: Sendable {
    case known(Value)
    /// Not checkable; the reason is a phrase such as "the format is built at run time".
    case unknown(String)

    public var value: Value? {
        if case .known(let value) = self { return value }
        return nil
    }

    public var reason: String? {
        if case .unknown(let reason) = self { return reason }
        return nil
    }
}

/// One option as written: `.alignAllTop`, `NSLayoutFormatAlignAllTop`, `NSLayoutFormatOptions.AlignAllTop`.
public struct OptionEntry: Sendable, Hashable {
    /// The option, or `nil` when the name is none of Apple's.
    public var option: FormatOption?
    /// The option's name in Swift spelling (`alignAllTop`), as written.
    public var name: String
    public var range: SourceRange
}

/// One `key: value` of a views or metrics dictionary.
public struct DictionaryEntry: Sendable, Hashable {
    public var key: String
    public var keyRange: SourceRange
    /// The value's source text, whitespace collapsed (`iconImageView`, `Metrics.padding`).
    public var expression: String
    /// For metrics: the number, when the value is a literal or a same-file numeric constant.
    public var number: Double?
    /// For metrics whose value came from a same-file constant: its name (`Metrics.padding`).
    public var constantName: String?
    /// For metrics written as a number literal vflgen does not read exactly: why
    /// (`'0b102' is not a valid Swift number literal`); the value is then computed at run time.
    public var numberNote: String? = nil
}
