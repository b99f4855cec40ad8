/// Names for the report and the panels from the live view tree (kit.md "Names in reports").
///
/// A view's name is its `accessibilityIdentifier`; an unnamed one gets a stable derived name, its type and index
/// path from the root (`UIView[0.2]`), so the panels can still show it; recognizers are then named
/// `<view name>.<kind>` unless they have a `name`.
@_spi(GestureLabHost)
public enum KitNaming {
    /// Names every unnamed kit view under `root` (the root's own index path is empty).
    public static func assignDerivedNames(under root: UIView) {
        walk(root, path: [])
    }

    private static func walk(_ view: UIView, path: [Int]) {
        if view.name.isEmpty || view.derivedName {
            let newName = "\(String(describing: type(of: view)))[\(path.map(String.init).joined(separator: "."))]"
            if view.name != newName { view.name = newName }
            view.derivedName = true
        }
        for recognizer in view.attachedRecognizers {
            recognizer.updateDerivedName()
        }
        for (index, subview) in view.subviews.enumerated() {
            walk(subview, path: path + [index])
        }
    }

    /// Every scroll view under `root` named by an `accessibilityIdentifier` (or a core name), depth first.
    public static func namedScrollViews(under root: UIView) -> [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            if let scroll = view as? UIScrollView, !scroll.name.isEmpty,
                !scroll.derivedName
            {
                found.append(scroll)
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
