/// Names for the report and the panels from the live view tree (kit.md "Names in reports").
///
/// A view's name is its `accessibilityIdentifier`; an unnamed one gets a stable derived name, its type and index
/// path from the root (`UIView[0.2]`), so the panels can still show it; recognizers are then named
/// `<view name>.<kind>` unless they have a `name`.
public enum KitNaming {
    /// Names every unnamed kit view under `root` (the root's own index path is empty).
    public static func assignDerivedNames(under root: View) {
        walk(root, path: [])
    }

    private static func walk(_ view: View, path: [Int]) {
        if let facade = view.facade as? UIView {
            if view.name.isEmpty || facade.derivedName {
                let newName = "\(String(describing: type(of: facade)))[\(path.map(String.init).joined(separator: "."))]"
                if view.name != newName { view.name = newName }
                facade.derivedName = true
            }
            for recognizer in view.gestureRecognizers {
                (recognizer.facade as? UIGestureRecognizer)?.updateDerivedName()
            }
        }
        for (index, subview) in view.subviews.enumerated() {
            walk(subview, path: path + [index])
        }
    }

    /// Every scroll view under `root` named by an `accessibilityIdentifier` (or a core name), depth first.
    public static func namedScrollViews(under root: View) -> [ScrollView] {
        var found: [ScrollView] = []
        func visit(_ view: View) {
            if let scroll = view as? ScrollView, !scroll.name.isEmpty,
                !((scroll.facade as? UIView)?.derivedName ?? false)
            {
                found.append(scroll)
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
