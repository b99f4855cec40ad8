import Foundation

/// The constraints along the axis: UIKit's `_UIOrderedLayoutArrangement`.
///
/// What UIKit's constraint logs show and the kit makes alike: the first visible item's leading edge and the last
/// one's trailing edge are the canvas's (`UISV-canvas-connection`); neighbours are `spacing` apart (`UISV-spacing`,
/// exact for the fill distributions, a minimum for the equal ones); `.fillEqually` makes each item as long as the
/// first (`UISV-fill-equally`); `.fillProportionally` ties each item's length to the canvas's in proportion to its
/// intrinsic length at 999 (`UISV-fill-proportionally`); the equal distributions put a gap guide (UIKit's
/// `_UIOLAGapGuide`) between neighbours, edge to edge or center to center, and make the gaps equal
/// (`UISV-distributing`). A hidden item is collapsed to zero length (`UISV-hiding`) where it stands, and the spacing
/// next to it is dropped: its visible neighbours are spaced as if it were not there.
extension UIStackView {
    /// The attributes along the axis: leading edge, trailing edge, length, center.
    var axisAttributes:
        (
            leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute,
            length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
        )
    {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    /// The items shown: arranged views that are not hidden.
    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// All the constraints along the axis.
    func distributionConstraints() -> [NSLayoutConstraint] {
        let attributes = axisAttributes
        let visible = visibleArrangedSubviews
        var made = hidingConstraints()
        guard let first = visible.first, let last = visible.last else { return made }
        made.append(
            arrangementConstraint(
                first, attributes.leading, canvas, attributes.leading, identifier: "UISV-canvas-connection"))
        made.append(
            arrangementConstraint(
                last, attributes.trailing, canvas, attributes.trailing, identifier: "UISV-canvas-connection"))
        let exactSpacing = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        for (previous, next) in zip(visible, visible.dropFirst()) {
            made.append(
                arrangementConstraint(
                    next, attributes.leading, relatedBy: exactSpacing ? .equal : .greaterThanOrEqual, previous,
                    attributes.trailing, constant: resolvedSpacing(after: previous), identifier: "UISV-spacing"))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for item in visible.dropFirst() {
                made.append(
                    arrangementConstraint(
                        item, attributes.length, first, attributes.length, identifier: "UISV-fill-equally"))
            }
        case .fillProportionally:
            made += proportionalConstraints(visible)
        case .equalSpacing:
            made += gapConstraints(visible, from: attributes.trailing, to: attributes.leading, priority: .required)
        case .equalCentering:
            made += gapConstraints(
                visible, from: attributes.center, to: attributes.center, priority: Self.equalCenteringPriority)
        }
        return made
    }

    /// The priority of `.equalCentering`'s equal gaps: below the items' hugging (250), so "equal center-to-center
    /// spacing ... is maintained as much as possible while still maintaining a minimum edge-to-edge spacing"
    /// (UIStackView.h) without stretching an item.
    static let equalCenteringPriority = UILayoutPriority(149)

    /// `UISV-hiding`: each hidden item zero long, its leading edge where the visible item before it ends (the
    /// canvas's leading edge if none).
    private func hidingConstraints() -> [NSLayoutConstraint] {
        let attributes = axisAttributes
        var made: [NSLayoutConstraint] = []
        var previousVisible: UIView?
        for item in arrangedSubviews {
            guard item.isHidden else {
                previousVisible = item
                continue
            }
            made.append(arrangementConstraint(item, attributes.length, nil, .notAnAttribute, identifier: "UISV-hiding"))
            let anchor: AnyObject = previousVisible ?? canvas
            let anchorAttribute = previousVisible == nil ? attributes.leading : attributes.trailing
            made.append(
                arrangementConstraint(item, attributes.leading, anchor, anchorAttribute, identifier: "UISV-hiding"))
        }
        return made
    }

    /// `UISV-fill-proportionally`: each item's length the canvas's, less the spacing, times its share of the
    /// intrinsic lengths, at 999 (so the exact spacing and canvas connections win). Items with no intrinsic length
    /// count as zero long; if none has one, the distribution is `.fill`'s.
    private func proportionalConstraints(_ visible: [UIView]) -> [NSLayoutConstraint] {
        let attributes = axisAttributes
        func intrinsicLength(_ view: UIView) -> CGFloat {
            let size = view.intrinsicContentSize
            return max(0, axis == .horizontal ? size.width : size.height)
        }
        let total = visible.reduce(0) { $0 + intrinsicLength($1) }
        guard total > 0 else { return [] }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(0) { $0 + resolvedSpacing(after: $1.0) }
        return visible.map { item in
            let share = intrinsicLength(item) / total
            return arrangementConstraint(
                item, attributes.length, canvas, attributes.length, multiplier: share,
                constant: -spacingTotal * share, priority: UILayoutPriority(999), identifier: "UISV-fill-proportionally"
            )
        }
    }

    /// The equal distributions: a gap guide from each item's `from` edge to the next one's `to` edge, each gap as
    /// long as the first (`UISV-distributing`).
    private func gapConstraints(
        _ visible: [UIView], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute,
        priority: UILayoutPriority
    ) -> [NSLayoutConstraint] {
        let attributes = axisAttributes
        var made: [NSLayoutConstraint] = []
        var firstGap: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = arrangementGuide("UISV-distributing")
            made.append(
                arrangementConstraint(gap, attributes.leading, previous, from, identifier: "UISV-distributing-edge"))
            made.append(
                arrangementConstraint(gap, attributes.trailing, next, to, identifier: "UISV-distributing-edge"))
            if let firstGap {
                made.append(
                    arrangementConstraint(
                        gap, attributes.length, firstGap, attributes.length, priority: priority,
                        identifier: "UISV-distributing"))
            } else {
                firstGap = gap
            }
        }
        return made
    }
}
