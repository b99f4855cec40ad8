import Foundation

/// Layout margins and the view's own layout guides.
///
/// UIKit's margins are 8 points on each side of a plain view, inset from the safe area while
/// `insetsLayoutMarginsFromSafeArea` (the default), and with `preservesSuperviewLayoutMargins` at least as large as
/// the superview's margins where the view reaches them. A view controller's root view has at least the system
/// minimum margins at its sides (`systemMinimumLayoutMargins`: 16 pt, 20 pt from 414 pt wide) while its controller's
/// `viewRespectsSystemMinimumLayoutMargins`. Deviation: preserved margins take the superview's whole margin rather
/// than the part that overlaps.
extension UIView {
    /// `directionalLayoutMargins` (8 on each side by default).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            autoLayout.layoutMargins = newValue
            layoutMarginsDidChangeInEngine()
        }
    }

    /// `layoutMargins` (the directional margins, left to right).
    public var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
    }

    /// `preservesSuperviewLayoutMargins` (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsDidChangeInEngine()
        }
    }

    /// `insetsLayoutMarginsFromSafeArea` (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChangeInEngine()
        }
    }

    /// The margins in force, before the safe area: the view's own, or the superview's where larger while
    /// `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if let controller = viewDelegate, controller.viewIfLoaded === self,
            controller.viewRespectsSystemMinimumLayoutMargins
        {
            let minimum = controller.systemMinimumLayoutMargins
            margins.left = max(margins.left, minimum.leading)
            margins.right = max(margins.right, minimum.trailing)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins
            margins = UIEdgeInsets(
                top: max(margins.top, outer.top), left: max(margins.left, outer.left),
                bottom: max(margins.bottom, outer.bottom), right: max(margins.right, outer.right))
        }
        return margins
    }

    /// What `layoutMarginsGuide` is inset by from the bounds: the margins, plus the safe area while
    /// `insetsLayoutMarginsFromSafeArea`.
    var marginsGuideInsets: UIEdgeInsets {
        let margins = effectiveLayoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    /// `safeAreaLayoutGuide`: the safe area's rectangle (`safeAreaInsets` inset from the bounds), kept in step as
    /// the safe area changes.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// `layoutMarginsGuide`: the margins' rectangle.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.marginsGuide, role: .margins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// One of the view's own layout guides (UIKit makes each on first use and keeps it): the one stored at `slot`,
    /// or a new one with `role` and UIKit's `identifier`, owned by this view.
    func ownGuide(
        _ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>, role: UILayoutGuide.Role,
        identifier: String
    ) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, identifier: identifier)
        autoLayout[keyPath: slot] = guide
        guide.owningView = self
        return guide
    }

    /// The margins changed: the margins guide follows at the next update, and the view lays out again.
    func layoutMarginsDidChangeInEngine() {
        setNeedsLayout()
        treeLayoutEngine?.markEverythingDirty()
    }
}
