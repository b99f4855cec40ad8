/// Names for the report and the panels from the live view tree (kit.md "Names in reports").
///
/// A view's name is its `accessibilityIdentifier`; an unnamed one gets a stable derived name, its type and index
/// path from the root (`UIView[0.2]`), so the panels can still show it; recognizers are then named
/// `<view name>.<kind>` unless they have a `name`.
@_spi(GestureLabHost)
public enum KitNaming {
    /// Names every unnamed kit view under `root` (the root's own index path is empty).
    public static func assignDerivedNames(under root: UIView) {
        walk(root, path: "")
    }

    /// Renames what a change to `parent`'s subviews from `index` on moved (an insert, a removal, a reorder): the
    /// subviews at `index` and after, whose index paths changed, and their subtrees. The names are the ones a walk
    /// of the whole window gives, at a cost proportional to what moved rather than to the window (a table adding
    /// a row while it scrolls renames that row, not the screen). Nothing when `parent` is not in a window.
    package static func renameSubviews(of parent: UIView, from index: Int) {
        guard let parentPath = indexPath(of: parent), index < parent.subviews.count else { return }
        let prefix = parentPath.isEmpty ? "" : parentPath + "."
        for position in max(index, 0)..<parent.subviews.count {
            walk(parent.subviews[position], path: prefix + String(position))
        }
    }

    /// Names `view` alone if it is unnamed (its identifier was cleared), at its index path in its window.
    package static func renameIfUnnamed(_ view: UIView) {
        guard view.name.isEmpty, let path = indexPath(of: view) else { return }
        name(view, path: path)
    }

    /// The dotted index path of `view` from its window (empty for the window), or nil outside a window.
    private static func indexPath(of view: UIView) -> String? {
        var components: [Int] = []
        var current = view
        while let parent = current.superview {
            guard let position = parent.subviews.firstIndex(where: { $0 === current }) else { return nil }
            components.append(position)
            current = parent
        }
        guard current is UIWindow else { return nil }
        return components.reversed().map(String.init).joined(separator: ".")
    }

    private static func walk(_ view: UIView, path: String) {
        name(view, path: path)
        let prefix = path.isEmpty ? "" : path + "."
        for (index, subview) in view.subviews.enumerated() {
            walk(subview, path: prefix + String(index))
        }
    }

    /// Gives an unnamed (or derived-named) view its derived name and re-derives its recognizers' names.
    private static func name(_ view: UIView, path: String) {
        if view.name.isEmpty || view.derivedName {
            let newName = "\(view.derivedTypeName)[\(path)]"
            if view.name != newName { view.name = newName }
            view.derivedName = true
        }
        for recognizer in view.attachedRecognizers {
            recognizer.updateDerivedName()
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
