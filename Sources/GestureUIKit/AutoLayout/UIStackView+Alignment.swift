import Foundation

/// The constraints across the axis: UIKit's `_UIAlignedLayoutArrangement`.
///
/// `.fill`: the first item's edges are the canvas's (`UISV-canvas-connection`) and every other item's edges are the
/// first's (`UISV-alignment`). The other alignments align every item's top, center or bottom to the first's
/// (`UISV-alignment`) and the first's to the canvas (`UISV-canvas-connection`), and keep every item inside a spanner
/// guide (UIKit's `_UILayoutSpacer` `UISV-alignment-spanner`: `UISV-spanning-boundary`) that is the canvas and is
/// pulled to zero thickness at 51 (`UISV-spanning-fit`), so a stack view not sized across its axis is as thick as its
/// thickest item; an item with no intrinsic thickness is pulled to zero at 25 (`UISV-ambiguity-suppression`), as
/// UIKit's collapses a plain view in a centered stack.
extension UIStackView {
    /// The attributes across the axis: leading edge, trailing edge, thickness, center.
    private var crossAttributes:
        (
            leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute,
            length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
        )
    {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The attribute each item is aligned by, nil for `.fill`.
    private var alignedAttribute: NSLayoutConstraint.Attribute? {
        let cross = crossAttributes
        switch alignment {
        case .fill: return nil
        case .leading, .firstBaseline: return cross.leading
        case .center: return cross.center
        case .trailing, .lastBaseline: return cross.trailing
        }
    }

    /// All the constraints across the axis. Hidden items are aligned too but do not widen the spanner.
    func alignmentConstraints() -> [NSLayoutConstraint] {
        let cross = crossAttributes
        let items = arrangedSubviews
        guard let first = visibleArrangedSubviews.first ?? items.first else { return [] }
        guard let aligned = alignedAttribute else {
            var made = [
                arrangementConstraint(
                    first, cross.leading, canvas, cross.leading, identifier: "UISV-canvas-connection"),
                arrangementConstraint(
                    first, cross.trailing, canvas, cross.trailing, identifier: "UISV-canvas-connection"),
            ]
            for item in items where item !== first {
                made.append(
                    arrangementConstraint(item, cross.leading, first, cross.leading, identifier: "UISV-alignment"))
                made.append(
                    arrangementConstraint(item, cross.trailing, first, cross.trailing, identifier: "UISV-alignment"))
            }
            return made
        }
        var made = [arrangementConstraint(first, aligned, canvas, aligned, identifier: "UISV-canvas-connection")]
        for item in items where item !== first {
            made.append(arrangementConstraint(item, aligned, first, aligned, identifier: "UISV-alignment"))
        }
        let spanner = arrangementGuide("UISV-alignment-spanner")
        made += [
            arrangementConstraint(spanner, cross.leading, canvas, cross.leading, identifier: "UISV-canvas-connection"),
            arrangementConstraint(
                spanner, cross.trailing, canvas, cross.trailing, identifier: "UISV-canvas-connection"),
            arrangementConstraint(
                spanner, cross.length, nil, .notAnAttribute, priority: UILayoutPriority(51),
                identifier: "UISV-spanning-fit"),
        ]
        for item in items where !item.isHidden {
            made.append(
                arrangementConstraint(
                    item, cross.leading, relatedBy: .greaterThanOrEqual, spanner, cross.leading,
                    identifier: "UISV-spanning-boundary"))
            made.append(
                arrangementConstraint(
                    item, cross.trailing, relatedBy: .lessThanOrEqual, spanner, cross.trailing,
                    identifier: "UISV-spanning-boundary"))
            if hasNoIntrinsicThickness(item) {
                made.append(
                    arrangementConstraint(
                        item, cross.length, nil, .notAnAttribute, priority: UILayoutPriority(25),
                        identifier: "UISV-ambiguity-suppression"))
            }
        }
        return made
    }

    private func hasNoIntrinsicThickness(_ item: UIView) -> Bool {
        let size = item.intrinsicContentSize
        return (axis == .horizontal ? size.height : size.width) == UIView.noIntrinsicMetric
    }
}
