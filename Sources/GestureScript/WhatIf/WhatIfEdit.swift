/// One change to the recognizers a `whatif` line (or `--whatif`, or the window's panel) makes before the touches
/// run: the relationship or property a real fix would set in code, applied to the scene as it is built.
///
/// The grammar (touch-script.md, "What-if edits"):
/// ```
/// whatif R disabled                       // R.isEnabled = false
/// whatif R requires R2                    // R.require(toFail: R2)
/// whatif R simultaneous R2                // the delegate answers true for the pair
/// whatif R shouldBegin no                 // gestureRecognizerShouldBegin(_:) returns false
/// whatif R shouldBegin when C [and C]...  // ... returns the conditions' value
/// whatif R shouldBegin unless C [and C]...
/// whatif R receives no                    // gestureRecognizer(_:shouldReceive:) returns false
/// whatif S PROPERTY on|off                // a scroll view's property: delaysContentTouches off, bounces off...
/// ```
/// `R` names a recognizer and `S` a scroll view as reports and panels name them (`page.N` patterns allowed).
/// `description` is the canonical text, what reports list and `--whatif` accepts back.
public struct WhatIfEdit: Hashable, Sendable, CustomStringConvertible {
    /// What the edit does to its subject.
    public enum Kind: Hashable, Sendable {
        /// `isEnabled = false`.
        case disabled
        /// `require(toFail:)` of the named recognizer.
        case requires(String)
        /// The delegate allows simultaneous recognition with the named recognizer.
        case simultaneous(String)
        /// `gestureRecognizerShouldBegin(_:)` answers the condition; nil answers no.
        case shouldBegin(WhatIfCondition?)
        /// `gestureRecognizer(_:shouldReceive:)` answers false.
        case receivesNo
        /// A scroll view property set on or off.
        case scrollProperty(WhatIfScrollProperty, Bool)
    }

    /// The recognizer (or, for a scroll property, the scroll view) the edit changes.
    public var subject: String
    /// What it changes.
    public var kind: Kind

    /// An edit of `subject`.
    public init(_ subject: String, _ kind: Kind) {
        self.subject = subject
        self.kind = kind
    }

    /// The other recognizer the edit names (`requires`, `simultaneous`), if any.
    public var partner: String? {
        switch kind {
        case .requires(let name), .simultaneous(let name): name
        default: nil
        }
    }

    /// Every name the edit uses, recognizers and scroll views, subject first.
    public var names: [String] {
        var result = [subject]
        if let partner { result.append(partner) }
        if case .shouldBegin(let condition?) = kind { result += condition.scrollViews }
        return result
    }

    /// The canonical text: `banner.pan requires nav.edgePop`.
    public var description: String {
        switch kind {
        case .disabled: "\(subject) disabled"
        case .requires(let other): "\(subject) requires \(other)"
        case .simultaneous(let other): "\(subject) simultaneous \(other)"
        case .shouldBegin(nil): "\(subject) shouldBegin no"
        case .shouldBegin(let condition?): "\(subject) shouldBegin \(condition)"
        case .receivesNo: "\(subject) receives no"
        case .scrollProperty(let property, let value): "\(subject) \(property.rawValue) \(value ? "on" : "off")"
        }
    }
}

/// A scroll view property a `whatif` line may set, by its UIKit name.
public enum WhatIfScrollProperty: String, CaseIterable, Hashable, Sendable {
    case delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces
    case alwaysBounceVertical, alwaysBounceHorizontal, isDirectionalLockEnabled, isPagingEnabled
    case transfersHorizontalScrollingToParent, transfersVerticalScrollingToParent
}
