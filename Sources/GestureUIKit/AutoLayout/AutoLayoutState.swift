import Foundation

/// A view's Auto Layout state, kept off `UIView` itself so views that never use Auto Layout pay one nil pointer.
package final class AutoLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints` (true for views made in code, as in UIKit).
    var translatesAutoresizingMaskIntoConstraints = true
    /// `autoresizingMask` (none by default, as in UIKit).
    var autoresizingMask: UIView.AutoresizingMask = []
    /// `autoresizesSubviews` (true by default).
    var autoresizesSubviews = true
    /// The active constraints this view holds (`constraints`): those whose items' closest common ancestor it is.
    var constraints: [NSLayoutConstraint] = []
    /// `layoutGuides`.
    var layoutGuides: [UILayoutGuide] = []
    /// The engine of the tree this view is the root of (`LayoutEngine`), made when a constraint is first activated
    /// in it.
    var hostedEngine: LayoutEngine?
    private var storedVariables: LayoutVariables?
    /// Content hugging priorities set by the app, by axis (the view's default otherwise).
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Compression resistance priorities set by the app, by axis (750 otherwise).
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Set by `setNeedsUpdateConstraints()`, cleared when the constraints pass calls `updateConstraints()`.
    var needsUpdateConstraints = false
    /// `directionalLayoutMargins` (8 on every side for a plain view, as in UIKit).
    var layoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (true by default).
    var insetsLayoutMarginsFromSafeArea = true
    /// For a view controller's root view: its controller's `viewRespectsSystemMinimumLayoutMargins`.
    var respectsSystemMinimumLayoutMargins = true
    /// `safeAreaLayoutGuide`, made on first use.
    var safeAreaGuide: UILayoutGuide?
    /// `layoutMarginsGuide`, made on first use.
    var marginsGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide`, made on first use.
    var contentGuide: UILayoutGuide?
    /// A scroll view's `frameLayoutGuide`, made on first use.
    var frameGuide: UILayoutGuide?

    /// The view's variables, named after it.
    func variables(for view: UIView) -> LayoutVariables {
        if let storedVariables { return storedVariables }
        let made = LayoutVariables(name: view.layoutDescription)
        storedVariables = made
        return made
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    package var autoLayout: AutoLayoutState {
        if let autoLayoutStorage { return autoLayoutStorage }
        let made = AutoLayoutState()
        autoLayoutStorage = made
        return made
    }

    /// Whether the engine places this view (`translatesAutoresizingMaskIntoConstraints` false).
    package var isPlacedByEngine: Bool { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints == false }

    /// The root of the view's tree: the window, or the top of a tree in no window.
    package var treeRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of this view's tree, if a constraint was ever activated in it.
    package var treeLayoutEngine: LayoutEngine? { treeRoot.autoLayoutStorage?.hostedEngine }

    /// The engine of this view's tree, made at its root if there is none yet (UIKit makes one per window, and one
    /// for a tree in no window that holds constraints).
    package var layoutEngine: LayoutEngine {
        let root = treeRoot
        if let engine = root.autoLayoutStorage?.hostedEngine { return engine }
        let engine = LayoutEngine(host: root)
        root.autoLayout.hostedEngine = engine
        return engine
    }

    /// The closest view that is both this view or an ancestor of it, and `other` or an ancestor of it.
    package func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}
