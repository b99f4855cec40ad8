import Foundation

/// UIKit's `UIStackView`: a non-drawing view that lays its `arrangedSubviews` out in a row or a column, entirely with
/// Auto Layout constraints it makes and activates itself.
///
/// As UIKit's (UIStackView.h: "The layout will update automatically when arrangedSubviews list changes ... and also
/// when views in the arrangedSubviews list change their hidden property"), every change of the list, `axis`,
/// `distribution`, `alignment`, spacing, margins or an arranged view's `isHidden` marks the stack view with
/// `setNeedsUpdateConstraints()`, and its `updateConstraints()` replaces the constraints it made (UIKit's
/// `_UIOrderedLayoutArrangement` along the axis, `UIStackView+Distribution.swift`, and `_UIAlignedLayoutArrangement`
/// across it, `UIStackView+Alignment.swift`) with new ones carrying UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`, `UISV-alignment`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-hiding`), so they read as UIKit's in the
/// unsatisfiable-constraints log. The constraints live in the stack view's `constraints` (it is the common ancestor).
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Distribution`: the layout along the axis (UIStackView.h: all of them "fit first and last
    /// arranged subviews tightly to the container, and except for FillEqually, fit all items to intrinsicContentSize
    /// when possible").
    public enum Distribution: Int, Sendable {
        /// `.fill`: overflow and underflow go by compression resistance and hugging priorities.
        case fill = 0
        /// `.fillEqually`: all items the same size (the largest intrinsic size when space allows).
        case fillEqually
        /// `.fillProportionally`: overflow and underflow shared in proportion to the intrinsic sizes.
        case fillProportionally
        /// `.equalSpacing`: underflow divided equally between the items; `spacing` is the minimum.
        case equalSpacing
        /// `.equalCentering`: equal center-to-center distances, `spacing` the minimum edge-to-edge.
        case equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: the layout across the axis.
    public enum Alignment: Int, Sendable {
        /// `.fill`: items fill the stack across the axis.
        case fill = 0
        /// `.leading` (`.top` in a horizontal stack).
        case leading = 1
        /// `.firstBaseline`. Deviation: aligned as `.top` (the kit's labels have no baselines).
        case firstBaseline = 2
        /// `.center`.
        case center = 3
        /// `.trailing` (`.bottom` in a horizontal stack).
        case trailing = 4
        /// `.lastBaseline`. Deviation: aligned as `.bottom`.
        case lastBaseline = 5

        /// `.top`, the same as `.leading`.
        public static let top = Alignment.leading
        /// `.bottom`, the same as `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseDefault` (FLT_MAX, UIStackView.h): as a custom spacing, "reverting to the value
    /// specified by the spacing property"; as `spacing`, 0.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem` (FLT_MIN, UIStackView.h): the system spacing to the neighbouring view.
    /// Deviation: always 8 points (UIKit's standard sibling spacing), whatever the views
    /// (`KitDeviation.stackViewSpacingUseSystem`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// Points the kit resolves `spacingUseSystem` to.
    static let systemSpacing: CGFloat = 8

    /// `arrangedSubviews`: the views laid out, in order; a subset of `subviews`.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Custom spacings by arranged view (kept while it stays arranged, as UIKit keeps them across moves).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made, replaced at each constraints pass.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides the stack view made (gap guides, the alignment spanner), replaced with the constraints.
    var arrangementGuides: [UILayoutGuide] = []

    /// `axis` (default `.horizontal`).
    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }
    /// `distribution` (default `.fill`).
    open var distribution = Distribution.fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    /// `alignment` (default `.fill`). Deviation: the baseline alignments align tops and bottoms
    /// (`KitDeviation.stackViewBaselineAlignment`).
    open var alignment = Alignment.fill {
        didSet {
            if alignment == .firstBaseline || alignment == .lastBaseline {
                reportDeviation(.stackViewBaselineAlignment)
            }
            if alignment != oldValue { setNeedsUpdateConstraints() }
        }
    }
    /// `spacing` (default 0): exact for the fill distributions, a minimum for the equal ones; negative overlaps.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }
    /// `isLayoutMarginsRelativeArrangement` (default false): the canvas is the `layoutMarginsGuide`, not the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// `isBaselineRelativeArrangement` (default false). Deviation: stored only; spacing is edge to edge
    /// (`KitDeviation.stackViewBaselineRelativeArrangement`).
    open var isBaselineRelativeArrangement = false {
        didSet { reportDeviation(.stackViewBaselineRelativeArrangement, if: isBaselineRelativeArrangement) }
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init(arrangedSubviews:)`: adds the views as subviews and arranged subviews, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The arranged list

    /// `addArrangedSubview(_:)`: appends `view`, adding it as a subview if it is not one (the subview order of a view
    /// already inside is left alone).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(_:at:)`: puts `view` at `stackIndex` of `arrangedSubviews` (moving it if it is there
    /// already), adding it as a subview if needed. Its `translatesAutoresizingMaskIntoConstraints` becomes false,
    /// as UIKit sets it.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: existing)
        }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// `removeArrangedSubview(_:)`: stops arranging `view`, which stays a subview (UIStackView.h: "To remove the view
    /// as a subview, send it -removeFromSuperview as usual"). Its custom spacing is forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// `willRemoveSubview(_:)`: an arranged view leaving the stack view leaves `arrangedSubviews` too, as UIKit's
    /// does. Subclasses call super.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// `setCustomSpacing(_:after:)`: the space after `arrangedSubview` (`spacingUseDefault` reverts to `spacing`,
    /// `spacingUseSystem` asks for the system spacing); ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsUpdateConstraints()
    }

    /// `customSpacing(after:)`: the custom spacing after `arrangedSubview`, or `spacingUseDefault` if none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points after `view`: its custom spacing, else `spacing`, with the two tokens resolved.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem {
            reportDeviation(.stackViewSpacingUseSystem)
            return Self.systemSpacing
        }
        if value == Self.spacingUseDefault { return 0 }
        return value
    }

    /// An arranged view's `isHidden` changed: it collapses (or comes back) at the next constraints pass.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }

    /// An arranged view's intrinsic size changed (UIKit's `_intrinsicContentSizeInvalidatedForChildView:`): a
    /// `.fillProportionally` stack, whose constraints carry the intrinsic lengths, makes them again.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }

    // MARK: The constraints pass

    /// `updateConstraints()`: replaces the arrangement's constraints with ones for the current list and settings.
    /// Subclasses call super.
    open override func updateConstraints() {
        super.updateConstraints()
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        arrangementGuides = []
        let made = distributionConstraints() + alignmentConstraints()
        NSLayoutConstraint.activate(made)
        arrangementConstraints = made
    }

    /// The item the arrangement is fitted to: the bounds, or the margins guide.
    var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// A constraint of the arrangement, with UIKit's identifier and a priority.
    func arrangementConstraint(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    /// A guide the arrangement places between or around items (UIKit's `_UIOLAGapGuide`,
    /// `_UILayoutSpacer`).
    func arrangementGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        arrangementGuides.append(guide)
        return guide
    }
}
